//===- PercentEncoding.h - Bytes as RFC 3986 text, and back -----*- C++ -*-===//
//
// A file's name is bytes, which JSON (UTF-8 text) cannot hold where they are
// not UTF-8: a Latin-1 name would reach a record or a SARIF log as U+FFFD
// and name no file. Percent-encoded (RFC 3986, section 2.1), any bytes are
// ASCII text that decodes to exactly them: SARIF's artifact URIs are written
// so, and a report record keeps a name that is not UTF-8 so beside its
// readable form (ReportRecord.h).
//
// LLVM's Support library only: the launcher links it.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_SUPPORT_PERCENTENCODING_H
#define WARPAGG_SUPPORT_PERCENTENCODING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace warpagg {

/// \p Bytes with every byte but the unreserved characters (letters, digits,
/// "-._~") and '/' written "%XX" (upper-case hex): an RFC 3986 path.
std::string percentEncoded(llvm::StringRef Bytes);

/// The bytes \p Text percent-encodes; std::nullopt where a '%' is not
/// followed by two hex digits.
std::optional<std::string> percentDecoded(llvm::StringRef Text);

} // namespace warpagg

#endif
