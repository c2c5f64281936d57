//===- JsonInput.h - JSON read from files a user can write ------*- C++ -*-===//
//
// Profiles, report records and cache manifests are JSON files that whoever
// can write them can make hostile, and llvm::json trusts its input:
// llvm::json::parse recurses once per level of nesting (100,000 levels
// overflow the stack), holds the whole document as a tree (about twenty
// times the text's size), and llvm::json::fromJSON truncates an integer into
// a narrower field (4294967300 read into an unsigned is 4). Every JSON file
// warpagg reads from a place a user can write is read through here:
//   - readRegularFile: a regular file only (after links; opened without
//     blocking, so a FIFO is refused rather than waited on), at most the
//     size its caller allows (a device such as /dev/zero never ends);
//   - parseJson: nested at most MaxJsonNesting levels, checked by a scan of
//     the brackets outside strings before llvm::json parses anything;
//   - StreamedJson: an object whose one array member may be long (a
//     profile's sites), its elements parsed one at a time;
//   - JsonFields: llvm::json::ObjectMapper whose integers must fit the
//     field they are read into.
// Errors say what is wrong without the file's name: the caller's message
// names the file and what it is ("profile 'p.json': ...").
//
// LLVM's Support library only: the launcher links it.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_SUPPORT_JSONINPUT_H
#define WARPAGG_SUPPORT_JSONINPUT_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include <limits>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

namespace warpagg {

/// The deepest nesting of arrays and objects a JSON input may have. warpagg's
/// own files nest at most 5 levels (a record's site's group's lines).
constexpr unsigned MaxJsonNesting = 64;

/// The contents of the file at \p Path: a regular file (symbolic links
/// followed) of at most \p MaxBytes bytes; an error otherwise ("not a
/// regular file", "larger than 64 MiB (N bytes)", "no such file", ...).
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readRegularFile(llvm::StringRef Path, uint64_t MaxBytes);

/// The byte offset at which \p Text's arrays and objects (brackets outside
/// strings) nest deeper than \p MaxDepth, or std::nullopt.
std::optional<size_t> nestingPassesAt(llvm::StringRef Text,
                                      unsigned MaxDepth = MaxJsonNesting);

/// \p Text parsed as JSON; an error where it nests deeper than
/// MaxJsonNesting ("nested deeper than 64 levels at line L") or is not JSON
/// (llvm::json's message, "not JSON: ...").
llvm::Expected<llvm::json::Value> parseJson(llvm::StringRef Text);

/// A JSON object one of whose members is an array too long to hold as a
/// tree (a profile's sites): the rest of the object is parsed (the member's
/// value an empty array in it), the array's elements each on its own when
/// asked, so that reading holds one element's tree at a time, not the
/// document's. Where the text is not such an object it is parsed whole
/// (within MaxJsonNesting), and the elements are those of the tree.
class StreamedJson {
public:
  /// \p Text (which must outlive the result) with \p Member's elements
  /// apart; an error where it is not JSON or nests too deep.
  static llvm::Expected<StreamedJson> parse(llvm::StringRef Text,
                                            llvm::StringRef Member);

  /// The object without the member's elements (its value `[]`), or the
  /// whole value where it is no object with that member as an array.
  const llvm::json::Value &rest() const { return Rest; }

  /// Hands each element of the member to \p Each, in order, with its index;
  /// stops at the first that \p Each returns false for (false then).
  /// An element that is not JSON is an error.
  llvm::Expected<bool> forEachElement(
      llvm::function_ref<bool(size_t Index, const llvm::json::Value &)> Each)
      const;

private:
  StreamedJson(llvm::json::Value Rest) : Rest(std::move(Rest)) {}

  llvm::StringRef Text;
  llvm::json::Value Rest;
  std::vector<llvm::StringRef> Elements; ///< the member's, as text
  std::optional<llvm::json::Array> Parsed; ///< parsed whole: the member's
};

namespace json_input_detail {

// An integer read into a field of type T, or an error where it does not fit.
template <class T>
bool integerFromJSON(const llvm::json::Value &V, T &Out, llvm::json::Path P) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "a 32- or 64-bit field");
  if constexpr (std::is_same_v<T, uint64_t>) {
    if (std::optional<uint64_t> U = V.getAsUINT64()) {
      Out = *U;
      return true;
    }
    P.report("expected an integer from 0 to 18446744073709551615");
    return false;
  } else {
    std::optional<int64_t> I = V.getAsInteger();
    if (I && *I >= int64_t(std::numeric_limits<T>::min()) &&
        *I <= int64_t(std::numeric_limits<T>::max())) {
      Out = static_cast<T>(*I);
      return true;
    }
    if constexpr (std::is_same_v<T, int64_t>)
      P.report("expected an integer from -9223372036854775808 to "
               "9223372036854775807");
    else if constexpr (std::is_signed_v<T>)
      P.report("expected an integer from -2147483648 to 2147483647");
    else
      P.report("expected an integer from 0 to 4294967295");
    return false;
  }
}

template <class T>
bool fieldFromJSON(const llvm::json::Value &V, T &Out, llvm::json::Path P);

template <class T>
bool fieldFromJSON(const llvm::json::Value &V, std::vector<T> &Out,
                   llvm::json::Path P) {
  const llvm::json::Array *A = V.getAsArray();
  if (!A) {
    P.report("expected array");
    return false;
  }
  Out.clear();
  Out.resize(A->size());
  for (size_t I = 0; I < A->size(); ++I)
    if (!fieldFromJSON((*A)[I], Out[I], P.index(I)))
      return false;
  return true;
}

template <class T>
bool fieldFromJSON(const llvm::json::Value &V, std::optional<T> &Out,
                   llvm::json::Path P) {
  if (V.getAsNull()) {
    Out = std::nullopt;
    return true;
  }
  T Result = {};
  if (!fieldFromJSON(V, Result, P))
    return false;
  Out = std::move(Result);
  return true;
}

template <class T>
bool fieldFromJSON(const llvm::json::Value &V, T &Out, llvm::json::Path P) {
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    return integerFromJSON(V, Out, P);
  } else {
    // llvm::json's for strings and booleans, the caller's own (found by
    // argument-dependent lookup) for its structures.
    using llvm::json::fromJSON;
    return fromJSON(V, Out, P);
  }
}

} // namespace json_input_detail

/// llvm::json::ObjectMapper, but an integer must fit its field (an error at
/// its path otherwise), in the field itself and in vectors and optionals of
/// them.
class JsonFields {
public:
  JsonFields(const llvm::json::Value &V, llvm::json::Path P)
      : O(V.getAsObject()), P(P) {
    if (!O)
      P.report("expected object");
  }
  explicit operator bool() const { return O; }

  /// The member \p Name into \p Out; missing is an error (for an optional
  /// field: std::nullopt).
  template <class T> bool map(llvm::StringLiteral Name, T &Out) {
    if (const llvm::json::Value *V = O->get(Name))
      return json_input_detail::fieldFromJSON(*V, Out, P.field(Name));
    P.field(Name).report("missing value");
    return false;
  }
  template <class T> bool map(llvm::StringLiteral Name, std::optional<T> &Out) {
    if (const llvm::json::Value *V = O->get(Name))
      return json_input_detail::fieldFromJSON(*V, Out, P.field(Name));
    Out = std::nullopt;
    return true;
  }
  /// The member \p Name into \p Out where it is present (else unchanged).
  template <class T> bool mapOptional(llvm::StringLiteral Name, T &Out) {
    if (const llvm::json::Value *V = O->get(Name))
      return json_input_detail::fieldFromJSON(*V, Out, P.field(Name));
    return true;
  }

private:
  const llvm::json::Object *O;
  llvm::json::Path P;
};

} // namespace warpagg

#endif
