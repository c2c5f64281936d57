//===- IncludeInserter.cpp ------------------------------------------------===//
//
// Scans the file's leading preprocessor directives with clang's raw lexer (so
// comments and line continuations are understood) and stops at the first
// line of code. Includes inside #if blocks are skipped over: inserting after
// one would make our include conditional.
//
//===----------------------------------------------------------------------===//
#include "warpagg/rewrite/IncludeInserter.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace warpagg {
namespace {

struct Preamble {
  size_t LastInclude = StringRef::npos; // end of the last include's line
  size_t GuardEnd = StringRef::npos;    // end of the guard's #define line
  size_t FirstToken = StringRef::npos;  // start of the first token's line
};

// Lines end as clang ends them: \n, \r\n, or \r alone (old Mac files).
size_t lineStart(StringRef Text, size_t Offset) {
  size_t NL = Text.substr(0, Offset).find_last_of("\r\n");
  return NL == StringRef::npos ? 0 : NL + 1;
}

size_t lineEnd(StringRef Text, size_t Offset) {
  size_t NL = Text.find_first_of("\r\n", Offset);
  if (NL == StringRef::npos)
    return Text.size();
  return Text.substr(NL).starts_with("\r\n") ? NL + 2 : NL + 1;
}

constexpr StringRef ByteOrderMark = "\xEF\xBB\xBF";

Preamble scanPreamble(StringRef Text) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus17 = LO.CUDA = true;
  Lexer Lex(SourceLocation::getFromRawEncoding(1), LO, Text.begin(),
            Text.begin(), Text.end());
  auto Offset = [&](const Token &T) {
    return static_cast<size_t>(T.getLocation().getRawEncoding() - 1);
  };
  Preamble P;
  Token Tok;
  Lex.LexFromRawLexer(Tok);
  // A first "#ifndef X" followed by "#define X" is taken as an include guard:
  // the preamble then lives at depth 1. If its #endif turns up before the
  // code, it was a plain conditional after all and what it held is dropped.
  int Depth = 0, Base = 0;
  std::string GuardMacro;
  bool SeenDirective = false;
  while (Tok.isNot(tok::eof)) {
    if (P.FirstToken == StringRef::npos)
      P.FirstToken = lineStart(Text, Offset(Tok));
    if (!(Tok.is(tok::hash) && Tok.isAtStartOfLine())) {
      if (Depth == Base)
        break; // the first line of code ends the preamble
      // Code inside a conditional block: move on to the next line.
      do
        Lex.LexFromRawLexer(Tok);
      while (Tok.isNot(tok::eof) && !Tok.isAtStartOfLine());
      continue;
    }
    Lex.LexFromRawLexer(Tok);
    StringRef Name = Tok.is(tok::raw_identifier) ? Tok.getRawIdentifier() : "";
    size_t DirectiveOffset = Offset(Tok);
    std::string Arg;
    size_t LastOffset = DirectiveOffset;
    if (Tok.isNot(tok::eof)) {
      Lex.LexFromRawLexer(Tok);
      if (Tok.is(tok::raw_identifier) && !Tok.isAtStartOfLine())
        Arg = Tok.getRawIdentifier().str();
    }
    // Skip to the end of the directive (raw lexing honours continuations).
    while (Tok.isNot(tok::eof) && !Tok.isAtStartOfLine()) {
      LastOffset = Offset(Tok);
      Lex.LexFromRawLexer(Tok);
    }
    size_t End = lineEnd(Text, LastOffset);
    bool First = !SeenDirective;
    SeenDirective = true;

    if (First && Name == "ifndef") {
      Depth = Base = 1;
      GuardMacro = Arg;
    } else if (Name == "define" && Base == 1 && !GuardMacro.empty() &&
               P.GuardEnd == StringRef::npos && Arg == GuardMacro) {
      P.GuardEnd = End;
    } else if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
      ++Depth;
    } else if (Name == "endif" && Depth > 0) {
      if (--Depth == 0 && Base == 1) {
        Base = 0; // not a guard: nothing inside it is a place for us
        size_t FirstToken = P.FirstToken;
        P = Preamble{};
        P.FirstToken = FirstToken;
        GuardMacro.clear();
      }
    } else if (Depth == Base && (Name == "include" || Name == "import" ||
                                 Name == "include_next")) {
      P.LastInclude = End;
    } else if (Depth == Base && Name == "pragma" && Arg == "once") {
      P.GuardEnd = End;
    }
  }
  return P;
}

} // namespace

StringRef fileNewline(StringRef Text) {
  return Text.contains("\r\n")                          ? "\r\n"
         : Text.contains('\r') && !Text.contains('\n') ? "\r"
                                                        : "\n";
}

bool includedBefore(const std::vector<ProcessedInclude> &Processed,
                    StringRef Header, unsigned Offset) {
  return llvm::any_of(Processed, [&](const ProcessedInclude &I) {
    return I.Name == Header && I.Offset < Offset;
  });
}

tooling::Replacement includeEdit(StringRef FilePath, StringRef Text,
                                 StringRef Header) {
  Preamble P = scanPreamble(Text);
  size_t At = P.LastInclude != StringRef::npos ? P.LastInclude
              : P.GuardEnd != StringRef::npos  ? P.GuardEnd
              : P.FirstToken != StringRef::npos ? P.FirstToken
                                                : Text.size();
  // After a byte order mark: it must stay the file's first bytes.
  if (Text.starts_with(ByteOrderMark))
    At = std::max<size_t>(At, ByteOrderMark.size());
  StringRef Newline = fileNewline(Text);
  std::string Line = (llvm::Twine("#include <") + Header + ">" +
                      Newline).str();
  // A file whose last line has no newline gets one before our line.
  if (At == Text.size() && !Text.empty() && !Text.ends_with("\n") &&
      !Text.ends_with("\r"))
    Line = Newline.str() + Line;
  return tooling::Replacement(FilePath, At, 0, Line);
}

} // namespace warpagg
