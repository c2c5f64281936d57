//===- Report.h - Tell the user what was decided for each site -------------===//
#ifndef WARPAGG_REPORT_H
#define WARPAGG_REPORT_H

#include "warpagg/Site.h"
#include "llvm/Support/raw_ostream.h"
#include <vector>

namespace warpagg {

/// One line in clang's diagnostic format: a remark for a rewrite, a note
/// with the reason for a site left alone.
void printSiteDiagnostic(const Site &S, llvm::raw_ostream &OS);

/// A JSON array with one record per site: file, line, column, function
/// ("atomicAdd_block", "cuda::atomic_ref::fetch_add"), type (the value types
/// of every instantiation, comma-separated), types (the same as an array),
/// result_used, decision, reason_code, reason, replacement, strategy.
void writeJsonReport(const std::vector<Site> &Sites, llvm::raw_ostream &OS);

/// Counts by decision, by strategy and reason, and by function.
void printStats(const std::vector<Site> &Sites, llvm::raw_ostream &OS);

} // namespace warpagg

#endif
