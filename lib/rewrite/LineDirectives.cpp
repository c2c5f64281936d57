//===- LineDirectives.cpp -------------------------------------------------===//
//
// Applies the edits itself (in offset order, as applyAllReplacements does)
// so that it knows, at each line start of the result, which original line
// follows, and the presumed line number the compiler would give it.
//
//===----------------------------------------------------------------------===//
#include "warpagg/rewrite/LineDirectives.h"

#include "warpagg/rewrite/FileNameQuoting.h"
#include "warpagg/rewrite/IncludeInserter.h"
#include "warpagg/rewrite/LineMap.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <vector>

using namespace clang;

namespace warpagg {
namespace {

bool isNewline(char C) { return C == '\n' || C == '\r'; }

// Builds the result, keeping count of the presumed line number of the line
// being written.
class Writer {
public:
  Writer(llvm::StringRef Original, llvm::StringRef PresumedPath)
      : Original(Original), Lines(Original), Newline(fileNewline(Original)),
        QuotedPath(cStringLiteral(PresumedPath)) {}

  /// Copies the original's [From, To), resyncing at each line start in it.
  void copy(size_t From, size_t To) {
    for (size_t I = From; I < To;) {
      if (size_t B = lineBreakLength(Original, I)) {
        Out += Original.substr(I, B);
        I += B;
        ++Presumed;
        resyncAt(I);
        continue;
      }
      Out += Original[I++];
    }
  }

  /// Writes an edit's text; \p ResumeAt is where the original continues.
  void insert(llvm::StringRef Text, size_t ResumeAt) {
    for (size_t I = 0; I < Text.size();) {
      if (size_t B = lineBreakLength(Text, I)) {
        I += B;
        ++Presumed;
        // The include's own `#line N` (where it found no blank line to
        // take) sets the number of the line after it.
        llvm::StringRef Rest = Text.substr(I);
        size_t Number = 0;
        if (Rest.consume_front("#line ") &&
            !Rest.consumeInteger(10, Number) && lineBreakLength(Rest, 0)) {
          I = Text.size() - Rest.size() + lineBreakLength(Rest, 0);
          Presumed = Number;
        }
      } else {
        ++I;
      }
    }
    Out += Text;
    if (!Text.empty() && isNewline(Text.back()) &&
        Lines.isLineStart(ResumeAt))
      resyncAt(ResumeAt);
  }

  /// At a line start of the result, before the original's \p Offset (a line
  /// start there too): a directive if the presumed number is not its own.
  void resyncAt(size_t Offset) {
    if (Offset >= Original.size())
      return; // nothing of the original follows
    size_t Line = Lines.lineOf(Offset);
    if (Presumed == Line + 1 || !Lines.DirectiveFits[Line])
      return;
    Out += "#line " + std::to_string(Line + 1) + " " + QuotedPath +
           Newline.str();
    Presumed = Line + 1;
  }

  std::string take() { return std::move(Out); }

private:
  llvm::StringRef Original;
  LineMap Lines;
  llvm::StringRef Newline;
  std::string QuotedPath; // a C string literal, quotes included
  std::string Out;
  // The presumed number of the line being written; 0 until the first
  // directive: the copy's own lines, named after the copy.
  size_t Presumed = 0;
};

constexpr llvm::StringRef ByteOrderMark = "\xEF\xBB\xBF";

} // namespace

bool hasLineDirective(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.ltrim(" \t\r\f\v");
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim(" \t");
    // `#line N` and the linemarker `# N "file"` of preprocessed output.
    if ((L.consume_front("line") && !L.empty() && (L[0] == ' ' || L[0] == '\t')) ||
        (!L.empty() && llvm::isDigit(L[0])))
      return true;
  }
  return false;
}

llvm::Expected<std::string>
applyWithLineDirectives(llvm::StringRef Original,
                        const tooling::Replacements &Edits,
                        llvm::StringRef PresumedPath) {
  Writer W(Original, PresumedPath);
  size_t Pos = 0;
  if (Original.starts_with(ByteOrderMark)) {
    W.copy(0, ByteOrderMark.size()); // it must stay the file's first bytes
    Pos = ByteOrderMark.size();
  }
  W.resyncAt(Pos);
  for (const tooling::Replacement &R : Edits) {
    size_t Offset = R.getOffset(), End = Offset + R.getLength();
    if (Offset < Pos || End > Original.size())
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "edits overlap or lie outside the file (offset " +
              std::to_string(Offset) + ")");
    W.copy(Pos, Offset);
    W.insert(R.getReplacementText(), End);
    Pos = End;
  }
  W.copy(Pos, Original.size());
  return W.take();
}

} // namespace warpagg
