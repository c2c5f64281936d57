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
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <vector>

using namespace clang;

namespace warpagg {
namespace {

bool isNewline(char C) { return C == '\n' || C == '\r'; }

// Length of the line break at Text[I] (0: none): \r\n, \n or \r alone.
size_t breakLength(llvm::StringRef Text, size_t I) {
  if (I >= Text.size() || !isNewline(Text[I]))
    return 0;
  return Text.substr(I).starts_with("\r\n") ? 2 : 1;
}

// Where each line of the original starts, and whether a directive may stand
// there: not inside a block comment or a raw string, not after a line that
// ends in a continuation backslash.
struct LineMap {
  std::vector<size_t> Starts;
  std::vector<bool> DirectiveFits;

  explicit LineMap(llvm::StringRef Text) {
    enum { Code, BlockComment, LineComment, String, Char, RawString } State = Code;
    std::string RawEnd; // ")delim\"" closing the raw string
    // The first line starts after a byte order mark: the include may go
    // there, a directive may follow it.
    size_t First = Text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    Starts.push_back(First);
    DirectiveFits.push_back(true);
    for (size_t I = First; I < Text.size();) {
      if (size_t B = breakLength(Text, I)) {
        bool Continued = I > 0 && Text[I - 1] == '\\';
        if (State == LineComment && !Continued)
          State = Code;
        I += B;
        Starts.push_back(I);
        DirectiveFits.push_back(!Continued &&
                                (State == Code || State == LineComment));
        continue;
      }
      llvm::StringRef Rest = Text.substr(I);
      switch (State) {
      case Code:
        if (Rest.starts_with("/*"))
          State = BlockComment, I += 2;
        else if (Rest.starts_with("//"))
          State = LineComment, I += 2;
        else if (Rest.starts_with("R\"") &&
                 (I == 0 || !(llvm::isAlnum(Text[I - 1]) || Text[I - 1] == '_') ||
                  Text[I - 1] == 'u' || Text[I - 1] == 'U' || Text[I - 1] == 'L' ||
                  Text[I - 1] == '8')) {
          size_t Open = Rest.find('(');
          if (Open == llvm::StringRef::npos) {
            I += 2;
            break;
          }
          RawEnd = (")" + Rest.substr(2, Open - 2) + "\"").str();
          State = RawString, I += Open + 1;
        } else if (Rest[0] == '"')
          State = String, ++I;
        else if (Rest[0] == '\'' && !(I > 0 && llvm::isHexDigit(Text[I - 1])))
          State = Char, ++I; // not a digit separator (1'000)
        else
          ++I;
        break;
      case BlockComment:
        if (Rest.starts_with("*/"))
          State = Code, I += 2;
        else
          ++I;
        break;
      case LineComment:
        ++I;
        break;
      case String:
      case Char:
        if (Rest[0] == '\\')
          I += breakLength(Text, I + 1) ? 1 : 2; // a continuation stays
        else {
          if (Rest[0] == (State == String ? '"' : '\''))
            State = Code;
          ++I;
        }
        break;
      case RawString:
        if (Rest.starts_with(RawEnd))
          State = Code, I += RawEnd.size();
        else
          ++I;
        break;
      }
    }
  }

  /// The 0-based line of \p Offset.
  size_t lineOf(size_t Offset) const {
    size_t After = std::upper_bound(Starts.begin(), Starts.end(), Offset) -
                   Starts.begin();
    return After == 0 ? 0 : After - 1; // the byte order mark: line 1
  }
  bool isLineStart(size_t Offset) const {
    size_t L = lineOf(Offset);
    return Starts[L] == Offset;
  }
};

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
      if (size_t B = breakLength(Original, I)) {
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
      if (size_t B = breakLength(Text, I)) {
        I += B;
        ++Presumed;
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
