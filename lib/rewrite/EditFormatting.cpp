//===- EditFormatting.cpp -------------------------------------------------===//
//
// The layout puts each inserted block on its own lines and leaves the rest
// to libFormat: it splits the block's statements one per line and indents
// them in the project's style. Only the lines the edits touch are handed to
// it, so the user's other code keeps its formatting byte for byte.
//
//===----------------------------------------------------------------------===//
#include "warpagg/rewrite/EditFormatting.h"

#include "warpagg/rewrite/IncludeInserter.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr llvm::StringLiteral StyleValues =
    "file, none, llvm, google, chromium, mozilla, webkit, gnu, microsoft, "
    "file:<path> or {key: value, ...}";

llvm::Error styleError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

// The net count of braces an inserted block opens (a lambda's or a
// do-while's '{') or closes; the runtime's names and types hold none.
int braceBalance(llvm::StringRef Text) {
  return int(Text.count('{')) - int(Text.count('}'));
}

// Where an offset of the original lies in the edited text: past every edit
// before it, and past insertions at it too when \p PastInsertions.
unsigned shifted(const tooling::Replacements &Edits, unsigned Offset,
                 bool PastInsertions) {
  long Shift = 0;
  for (const tooling::Replacement &R : Edits) {
    unsigned End = R.getOffset() + R.getLength();
    if (End > Offset || (End == Offset && R.getLength() == 0 && !PastInsertions))
      break;
    Shift += long(R.getReplacementText().size()) - long(R.getLength());
  }
  return unsigned(long(Offset) + Shift);
}

// \p Formatting with each replacement cut to the bytes it changes.
// libFormat replaces a line's whole leading whitespace, the line break
// before it included; reindented, the line break stays as it was, so a
// `#line` directive can resync the copy's numbers at that line
// (rewrite/LineDirectives.h) instead of only after the formatted region.
tooling::Replacements trimmed(llvm::StringRef Code,
                              const tooling::Replacements &Formatting) {
  tooling::Replacements Out;
  for (const tooling::Replacement &R : Formatting) {
    llvm::StringRef Old = Code.substr(R.getOffset(), R.getLength());
    llvm::StringRef New = R.getReplacementText();
    size_t Prefix = 0;
    while (Prefix < Old.size() && Prefix < New.size() &&
           Old[Prefix] == New[Prefix])
      ++Prefix;
    size_t Suffix = 0;
    while (Suffix < Old.size() - Prefix && Suffix < New.size() - Prefix &&
           Old[Old.size() - 1 - Suffix] == New[New.size() - 1 - Suffix])
      ++Suffix;
    if (Old.size() == Prefix + Suffix && New.size() == Prefix + Suffix)
      continue; // changes nothing
    // Cut from one set of disjoint replacements, they stay disjoint.
    llvm::cantFail(Out.add(tooling::Replacement(
        R.getFilePath(), R.getOffset() + Prefix,
        R.getLength() - Prefix - Suffix,
        New.substr(Prefix, New.size() - Prefix - Suffix))));
  }
  return Out;
}

} // namespace

llvm::Expected<std::optional<format::FormatStyle>>
formatStyleFor(llvm::StringRef Spec, llvm::StringRef FilePath,
               llvm::StringRef Code) {
  // By default a project without a .clang-format keeps the compact form:
  // formatting is the project's choice, not warpagg's.
  bool Default = Spec.empty();
  llvm::Expected<format::FormatStyle> Style = format::getStyle(
      Default ? "file" : Spec, FilePath, Default ? "none" : "llvm", Code);
  if (!Style)
    return styleError("format style" + (Default ? "" : " '" + Spec + "'") +
                      ": " + llvm::toString(Style.takeError()));
  if (Style->DisableFormat)
    return std::nullopt;
  return std::move(*Style);
}

llvm::Error checkFormatStyle(llvm::StringRef Spec) {
  if (Spec.empty() || Spec.equals_insensitive("file"))
    return llvm::Error::success(); // the file found depends on the input
  format::FormatStyle Predefined;
  if (!Spec.starts_with("{") && !Spec.starts_with_insensitive("file:") &&
      !format::getPredefinedStyle(Spec, format::FormatStyle::LK_Cpp,
                                  &Predefined))
    return styleError("'" + Spec + "' is not a format style (" + StyleValues +
                      ")");
  llvm::Expected<format::FormatStyle> Style =
      format::getStyle(Spec, "input.cu", "llvm");
  if (!Style)
    return styleError("format style '" + Spec +
                      "': " + llvm::toString(Style.takeError()));
  return llvm::Error::success();
}

TextEdit onOwnLines(llvm::StringRef Original, const TextEdit &E) {
  llvm::StringRef Newline = fileNewline(Original);
  TextEdit Out = E;
  size_t Break = Original.find_last_of("\r\n", E.Offset); // before it
  size_t LineStart = Break == llvm::StringRef::npos ? 0 : Break + 1;
  size_t LineEnd = std::min(Original.find_first_of("\r\n", E.Offset + E.Length),
                            Original.size());
  llvm::StringRef Before = Original.slice(LineStart, E.Offset);
  llvm::StringRef After = Original.slice(E.Offset + E.Length, LineEnd);
  llvm::StringRef Indent = Before.take_while([](char C) {
    return C == ' ' || C == '\t';
  });
  bool AtStart = Indent.size() == Before.size();
  llvm::StringRef Rest = After.ltrim(" \t");
  // A statement's trailing comment stays with it: an insertion after the
  // statement goes after the comment (one that a backslash continues onto
  // the next line is left where it is).
  if (E.Length == 0 && !AtStart && Rest.starts_with("//") &&
      !Rest.rtrim(" \t").ends_with("\\")) {
    Out.Offset = LineEnd;
    Rest = "";
  }
  llvm::StringRef Text = llvm::StringRef(E.Text).trim(" ");
  Out.Text = (AtStart ? "" : Newline.str()) + Text.str() +
             (Rest.empty() ? "" : Newline.str() + Indent.str());
  return Out;
}

std::vector<tooling::Range> formatRanges(const std::vector<TextEdit> &Edits) {
  std::vector<tooling::Range> Ranges;
  std::vector<const TextEdit *> Sorted;
  for (const TextEdit &E : Edits) {
    Ranges.emplace_back(E.Offset, E.Length);
    if (E.OwnLines)
      Sorted.push_back(&E);
  }
  llvm::stable_sort(Sorted, [](const TextEdit *A, const TextEdit *B) {
    return A->Offset < B->Offset;
  });
  // Blocks nest: a group's do-while inside a privatized body's lambda.
  std::vector<const TextEdit *> Open;
  for (const TextEdit *E : Sorted) {
    int Balance = braceBalance(E->Text);
    if (Balance > 0)
      Open.push_back(E);
    else if (Balance < 0 && !Open.empty()) {
      const TextEdit *Opener = Open.back();
      Open.pop_back();
      Ranges.emplace_back(Opener->Offset, E->Offset - Opener->Offset);
    }
  }
  return Ranges;
}

llvm::Expected<std::string>
applyFormatted(const format::FormatStyle &Style, llvm::StringRef FilePath,
               llvm::StringRef Original, tooling::Replacements &Edits,
               const std::vector<tooling::Range> &Ranges) {
  llvm::Expected<std::string> Edited =
      tooling::applyAllReplacements(Original, Edits);
  if (!Edited)
    return Edited.takeError();
  std::vector<tooling::Range> InEdited;
  for (const tooling::Range &R : Ranges) {
    unsigned Begin = shifted(Edits, R.getOffset(), false);
    unsigned End = shifted(Edits, R.getOffset() + R.getLength(), true);
    InEdited.emplace_back(Begin, End - Begin);
  }
  tooling::Replacements Formatting =
      trimmed(*Edited, format::reformat(Style, *Edited, InEdited, FilePath));
  llvm::Expected<std::string> Formatted =
      tooling::applyAllReplacements(*Edited, Formatting);
  if (!Formatted)
    return Formatted.takeError();
  Edits = Edits.merge(Formatting);
  return Formatted;
}

} // namespace warpagg
