//===- ReasonCodes.h - The decisions' codes and what each means
//------------===//
//
// Every reason code a site can carry (Site::ReasonCode), plus the codes of
// the two rewrites, with a one-line description: the rules of the SARIF
// report and the filter of the HTML report. A code missing here still
// reports (described generically); test/cli/sarif.test checks that every
// code the sources set is listed.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_REASONCODES_H
#define WARPAGG_REASONCODES_H

#include "warpagg/Site.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace warpagg {

struct ReasonCode {
  llvm::StringRef Code;        ///< "shared-memory"
  llvm::StringRef Description; ///< one sentence
  bool Rewrite = false;        ///< a code of a rewritten site
};

/// Every code, rewrites first, then reasons alphabetically.
const std::vector<ReasonCode> &reasonCodes();

/// The code a report gives \p S: "rewritten", "fused" (in a group), or its
/// reason code.
llvm::StringRef reportedCode(const Site &S);

/// The description of \p Code; a generic one for codes not listed.
llvm::StringRef describeCode(llvm::StringRef Code);

/// Where a report's reader learns what the codes mean: docs/reason-codes.md
/// (its "Reason codes" heading), at the address the build was configured
/// with (CMake's WARPAGG_DOC_URL).
llvm::StringRef reasonCodesHelpUri();

} // namespace warpagg

#endif
