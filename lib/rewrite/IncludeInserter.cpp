//===- IncludeInserter.cpp ------------------------------------------------===//
//
// Scans the file's leading preprocessor directives with clang's raw lexer (so
// comments and line continuations are understood) and stops at the first
// line of code. Includes inside #if blocks are skipped over: inserting after
// one would make our include conditional.
//
// The include takes the place of a blank line where the chosen spot has one,
// so that no line of the file moves: __LINE__, assert messages and every
// diagnostic keep their numbers in an in-place rewrite and in a header,
// which get no `#line` directives (a static_assert on __LINE__ keeps
// compiling).
//
//===----------------------------------------------------------------------===//
#include "warpagg/rewrite/IncludeInserter.h"

#include "warpagg/rewrite/LineDirectives.h"
#include "warpagg/rewrite/LineMap.h"

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
  /// Where the line of the token after the last include, and after the
  /// guard, starts (what lies between is whitespace and comments).
  size_t AfterLastInclude = StringRef::npos;
  size_t AfterGuard = StringRef::npos;
  /// The names the leading #includes give, without their <> or "": all of
  /// them are in effect at any place we insert at.
  std::vector<std::string> Included;
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

// The name an #include's argument gives: `<cuda_fp16.h>` or `"cuda_fp16.h"`
// without the delimiters; a macro's name as it is (never a match).
StringRef includedName(StringRef Argument) {
  if (Argument.size() >= 2 &&
      ((Argument.front() == '<' && Argument.back() == '>') ||
       (Argument.front() == '"' && Argument.back() == '"')))
    return Argument.drop_front().drop_back().trim();
  return Argument;
}

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
    size_t ArgBegin = StringRef::npos, ArgEnd = StringRef::npos;
    if (Tok.isNot(tok::eof)) {
      Lex.LexFromRawLexer(Tok);
      if (Tok.is(tok::raw_identifier) && !Tok.isAtStartOfLine())
        Arg = Tok.getRawIdentifier().str();
    }
    // Skip to the end of the directive (raw lexing honours continuations).
    while (Tok.isNot(tok::eof) && !Tok.isAtStartOfLine()) {
      LastOffset = Offset(Tok);
      if (ArgBegin == StringRef::npos)
        ArgBegin = LastOffset;
      ArgEnd = LastOffset + Tok.getLength();
      Lex.LexFromRawLexer(Tok);
    }
    size_t End = lineEnd(Text, LastOffset);
    size_t Next =
        Tok.is(tok::eof) ? Text.size() : std::max(End, lineStart(Text, Offset(Tok)));
    bool First = !SeenDirective;
    SeenDirective = true;

    if (First && Name == "ifndef") {
      Depth = Base = 1;
      GuardMacro = Arg;
    } else if (Name == "define" && Base == 1 && !GuardMacro.empty() &&
               P.GuardEnd == StringRef::npos && Arg == GuardMacro) {
      P.GuardEnd = End;
      P.AfterGuard = Next;
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
      P.AfterLastInclude = Next;
      if (ArgBegin != StringRef::npos)
        P.Included.push_back(
            includedName(Text.slice(ArgBegin, ArgEnd)).str());
    } else if (Depth == Base && Name == "pragma" && Arg == "once") {
      P.GuardEnd = End;
      P.AfterGuard = Next;
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

// A line of [From, To) holding only spaces and tabs, outside comments: the
// first one, or the last one; npos if none.
size_t blankLine(StringRef Text, const LineMap &Lines, size_t From, size_t To,
                 bool Last) {
  size_t Found = StringRef::npos;
  for (size_t L = Lines.lineOf(From); L < Lines.Starts.size(); ++L) {
    size_t Start = Lines.Starts[L];
    if (Start < From)
      continue;
    if (Start >= To || Start >= Text.size())
      break;
    size_t Content = Text.find_first_not_of(" \t", Start);
    if (Lines.DirectiveFits[L] && Content != StringRef::npos &&
        lineBreakLength(Text, Content) > 0) {
      Found = Start;
      if (!Last)
        break;
    }
  }
  return Found;
}

tooling::Replacement includeEdit(StringRef FilePath, StringRef Text,
                                 StringRef Header, bool KeepLines,
                                 StringRef Declaration,
                                 llvm::ArrayRef<std::string> Before) {
  Preamble P = scanPreamble(Text);
  size_t BOM = Text.starts_with(ByteOrderMark) ? ByteOrderMark.size() : 0;
  size_t At = P.LastInclude != StringRef::npos ? P.LastInclude
              : P.GuardEnd != StringRef::npos  ? P.GuardEnd
              : P.FirstToken != StringRef::npos ? P.FirstToken
                                                : Text.size();
  // After a byte order mark: it must stay the file's first bytes.
  At = std::max(At, BOM);
  StringRef Newline = fileNewline(Text);
  std::string Directive;
  for (const std::string &Needed : Before)
    if (!llvm::is_contained(P.Included, Needed))
      Directive += ("#include <" + Needed + ">" + Newline).str();
  bool OneLine = Directive.empty();
  Directive += (llvm::Twine("#include <") + Header + ">").str();

  // A blank line next to the spot: after the directive we follow, or, when
  // we go before the first token, between the leading comments and it.
  LineMap Lines(Text);
  size_t Blank = StringRef::npos;
  if (At == P.LastInclude)
    Blank = blankLine(Text, Lines, At, P.AfterLastInclude, /*Last=*/false);
  else if (At == P.GuardEnd)
    Blank = blankLine(Text, Lines, At, P.AfterGuard, /*Last=*/false);
  else if (At == P.FirstToken)
    Blank = blankLine(Text, Lines, BOM, At, /*Last=*/true);
  if (Blank != StringRef::npos && KeepLines && Declaration.empty() && OneLine) {
    size_t Length = Text.find_first_not_of(" \t", Blank) - Blank;
    return tooling::Replacement(FilePath, Blank, Length, Directive);
  }

  std::string Line = Directive + Newline.str();
  if (!Declaration.empty())
    Line += Declaration.str() + Newline.str();
  // A file whose last line has no newline gets one before our line.
  if (At == Text.size() && !Text.empty() && !Text.ends_with("\n") &&
      !Text.ends_with("\r"))
    Line = Newline.str() + Line;
  // No blank line: ours is one more, and a `#line` puts the numbers of the
  // lines after it back (not in a file that maps its lines itself).
  if (KeepLines && At < Text.size() && Lines.isLineStart(At) &&
      Lines.DirectiveFits[Lines.lineOf(At)] && !hasLineDirective(Text))
    Line += "#line " + std::to_string(Lines.lineOf(At) + 1) + Newline.str();
  return tooling::Replacement(FilePath, At, 0, Line);
}

} // namespace warpagg
