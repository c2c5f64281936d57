//===- JsonInput.cpp ------------------------------------------------------===//
#include "warpagg/support/JsonInput.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace warpagg {
namespace {

llvm::Error fail(const llvm::Twine &Why) {
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument), Why);
}

std::string sizeText(uint64_t Bytes) {
  constexpr uint64_t MiB = 1 << 20;
  return Bytes % MiB == 0 ? std::to_string(Bytes / MiB) + " MiB"
                          : std::to_string(Bytes) + " bytes";
}

unsigned lineAt(llvm::StringRef Text, size_t Offset) {
  return 1 + Text.take_front(Offset).count('\n');
}

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r'; }

size_t skipSpace(llvm::StringRef Text, size_t I) {
  while (I < Text.size() && isSpace(Text[I]))
    ++I;
  return I;
}

// The offset just past the string starting at \p I (a '"'), or npos.
size_t stringEnd(llvm::StringRef Text, size_t I) {
  for (++I; I < Text.size(); ++I) {
    if (Text[I] == '\\')
      ++I;
    else if (Text[I] == '"')
      return I + 1;
  }
  return llvm::StringRef::npos;
}

// The offset just past the value starting at \p I (not validated: its own
// parse does that), or npos where it does not end.
size_t valueEnd(llvm::StringRef Text, size_t I) {
  if (I >= Text.size())
    return llvm::StringRef::npos;
  if (Text[I] == '"')
    return stringEnd(Text, I);
  if (Text[I] != '[' && Text[I] != '{') {
    while (I < Text.size() && !isSpace(Text[I]) &&
           !llvm::StringRef(",:]}[{\"").contains(Text[I]))
      ++I;
    return I;
  }
  unsigned Depth = 0;
  for (; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '"') {
      I = stringEnd(Text, I);
      if (I == llvm::StringRef::npos)
        return I;
      --I;
    } else if (C == '[' || C == '{') {
      ++Depth;
    } else if ((C == ']' || C == '}') && --Depth == 0) {
      return I + 1;
    }
  }
  return llvm::StringRef::npos;
}

// Where the root object of \p Text holds \p Member once, as an array: the
// array's extent [Begin, End) and its elements' texts. std::nullopt where
// the text is not that simple (then it is parsed whole).
struct MemberArray {
  size_t Begin = 0, End = 0;
  std::vector<llvm::StringRef> Elements;
};
std::optional<MemberArray> findMemberArray(llvm::StringRef Text,
                                           llvm::StringRef Member) {
  std::optional<MemberArray> Found;
  size_t I = skipSpace(Text, 0);
  if (I >= Text.size() || Text[I] != '{')
    return std::nullopt;
  I = skipSpace(Text, I + 1);
  while (I < Text.size() && Text[I] != '}') {
    size_t KeyEnd = Text[I] == '"' ? stringEnd(Text, I) : llvm::StringRef::npos;
    if (KeyEnd == llvm::StringRef::npos)
      return std::nullopt;
    llvm::Expected<llvm::json::Value> Key =
        llvm::json::parse(Text.slice(I, KeyEnd));
    if (!Key) {
      llvm::consumeError(Key.takeError());
      return std::nullopt;
    }
    I = skipSpace(Text, KeyEnd);
    if (I >= Text.size() || Text[I] != ':')
      return std::nullopt;
    size_t Begin = skipSpace(Text, I + 1), End = valueEnd(Text, Begin);
    if (End == llvm::StringRef::npos)
      return std::nullopt;
    if (Key->getAsString() == Member) {
      if (Found || Text[Begin] != '[')
        return std::nullopt; // twice, or no array: parsed whole
      Found = MemberArray{Begin, End, {}};
    }
    I = skipSpace(Text, End);
    if (I < Text.size() && Text[I] == ',')
      I = skipSpace(Text, I + 1);
    else if (I >= Text.size() || Text[I] != '}')
      return std::nullopt;
  }
  if (!Found)
    return std::nullopt;
  // The elements, split at the commas between them.
  llvm::StringRef Array = Text.slice(Found->Begin + 1, Found->End - 1);
  I = skipSpace(Array, 0);
  while (I < Array.size()) {
    size_t End = valueEnd(Array, I);
    if (End == llvm::StringRef::npos || End == I)
      return std::nullopt;
    Found->Elements.push_back(Array.slice(I, End));
    I = skipSpace(Array, End);
    if (I < Array.size() && (Array[I] != ',' ||
                             (I = skipSpace(Array, I + 1)) >= Array.size()))
      return std::nullopt; // no comma, or one before the ']'
  }
  return Found;
}

} // namespace

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readRegularFile(llvm::StringRef Path, uint64_t MaxBytes) {
  llvm::SmallString<256> Name(Path);
  // Not blocking: a FIFO opened for reading would wait for a writer.
  int FD = ::open(Name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (FD < 0) {
    std::error_code EC(errno, std::generic_category());
    llvm::sys::fs::file_status Link;
    if (EC != std::errc::no_such_file_or_directory)
      return fail("cannot read it: " + EC.message());
    return fail(llvm::sys::fs::status(Path, Link, /*Follow=*/false)
                    ? "no such file"
                    : "a symbolic link to a missing file");
  }
  llvm::scope_exit Close([&] { ::close(FD); });
  llvm::sys::fs::file_status Status;
  if (std::error_code EC = llvm::sys::fs::status(FD, Status))
    return fail("cannot read it: " + EC.message());
  if (Status.type() != llvm::sys::fs::file_type::regular_file)
    return fail("not a regular file");
  if (Status.getSize() > MaxBytes)
    return fail("larger than " + sizeText(MaxBytes) + " (" +
                std::to_string(Status.getSize()) + " bytes)");
  // Read, not mapped: a file cut short while mapped would kill the run.
  auto Buffer = llvm::MemoryBuffer::getOpenFile(
      llvm::sys::fs::convertFDToNativeFile(FD), Path, Status.getSize(),
      /*RequiresNullTerminator=*/false, /*IsVolatile=*/true);
  if (!Buffer)
    return fail("cannot read it: " + Buffer.getError().message());
  return std::move(*Buffer);
}

std::optional<size_t> nestingPassesAt(llvm::StringRef Text,
                                      unsigned MaxDepth) {
  // What llvm::json's parser recurses on: arrays and objects, whose brackets
  // inside strings are text. Up to its first syntax error the parser reads
  // strings where this scan does, so it never nests deeper than this finds.
  unsigned Depth = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '"') {
      I = stringEnd(Text, I);
      if (I == llvm::StringRef::npos)
        return std::nullopt;
      --I;
    } else if (C == '[' || C == '{') {
      if (++Depth > MaxDepth)
        return I;
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return std::nullopt;
}

llvm::Expected<llvm::json::Value> parseJson(llvm::StringRef Text) {
  if (std::optional<size_t> At = nestingPassesAt(Text))
    return fail("nested deeper than " + llvm::Twine(MaxJsonNesting) +
                " levels (line " + llvm::Twine(lineAt(Text, *At)) + ")");
  llvm::Expected<llvm::json::Value> Value = llvm::json::parse(Text);
  if (!Value)
    return fail("not JSON: " + llvm::toString(Value.takeError()));
  return Value;
}

llvm::Expected<StreamedJson> StreamedJson::parse(llvm::StringRef Text,
                                                 llvm::StringRef Member) {
  // Where the text is not that simple it is parsed whole (within the
  // nesting bound): the member's elements are then the tree's, and an error
  // says where the whole text goes wrong.
  auto Whole = [&]() -> llvm::Expected<StreamedJson> {
    llvm::Expected<llvm::json::Value> Value = parseJson(Text);
    if (!Value)
      return Value.takeError();
    StreamedJson Out(std::move(*Value));
    if (llvm::json::Object *O = Out.Rest.getAsObject())
      if (llvm::json::Array *A = O->getArray(Member)) {
        Out.Parsed = std::move(*A);
        *A = llvm::json::Array();
      }
    return Out;
  };
  if (nestingPassesAt(Text))
    return Whole();
  std::optional<MemberArray> Array = findMemberArray(Text, Member);
  if (!Array)
    return Whole();
  std::string Rest = (Text.take_front(Array->Begin) + "[]" +
                      Text.drop_front(Array->End))
                         .str();
  llvm::Expected<llvm::json::Value> Envelope = llvm::json::parse(Rest);
  if (!Envelope) {
    llvm::consumeError(Envelope.takeError());
    return Whole();
  }
  StreamedJson Out(std::move(*Envelope));
  Out.Text = Text;
  Out.Elements = std::move(Array->Elements);
  return Out;
}

llvm::Expected<bool> StreamedJson::forEachElement(
    llvm::function_ref<bool(size_t, const llvm::json::Value &)> Each) const {
  if (Parsed) {
    for (size_t I = 0; I < Parsed->size(); ++I)
      if (!Each(I, (*Parsed)[I]))
        return false;
    return true;
  }
  for (size_t I = 0; I < Elements.size(); ++I) {
    llvm::Expected<llvm::json::Value> Element =
        llvm::json::parse(Elements[I]);
    if (!Element) {
      llvm::consumeError(Element.takeError());
      // Its error as the whole text's parse words it (line and column).
      llvm::Expected<llvm::json::Value> Whole = parseJson(Text);
      if (!Whole)
        return Whole.takeError();
      return fail("not JSON: element " + llvm::Twine(I) + " of the array at line " +
                  llvm::Twine(lineAt(Text, Elements[I].data() - Text.data())));
    }
    if (!Each(I, *Element))
      return false;
  }
  return true;
}

} // namespace warpagg
