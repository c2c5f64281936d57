//===- LineMap.cpp --------------------------------------------------------===//
//
// One pass over the text with a small state machine (code, comments,
// strings, raw strings); precise enough for line starts, which is all it
// answers.
//
//===----------------------------------------------------------------------===//
#include "warpagg/rewrite/LineMap.h"

#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <string>

namespace warpagg {

namespace {
bool isNewline(char C) { return C == '\n' || C == '\r'; }
} // namespace

size_t lineBreakLength(llvm::StringRef Text, size_t I) {
  if (I >= Text.size() || !isNewline(Text[I]))
    return 0;
  return Text.substr(I).starts_with("\r\n") ? 2 : 1;
}

LineMap::LineMap(llvm::StringRef Text) {
  enum { Code, BlockComment, LineComment, String, Char, RawString } State = Code;
  std::string RawEnd; // ")delim\"" closing the raw string
  // The first line starts after a byte order mark: the include may go
  // there, a directive may follow it.
  size_t First = Text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  Starts.push_back(First);
  DirectiveFits.push_back(true);
  for (size_t I = First; I < Text.size();) {
    if (size_t B = lineBreakLength(Text, I)) {
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
        I += lineBreakLength(Text, I + 1) ? 1 : 2; // a continuation stays
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

size_t LineMap::lineOf(size_t Offset) const {
  size_t After =
      std::upper_bound(Starts.begin(), Starts.end(), Offset) - Starts.begin();
  return After == 0 ? 0 : After - 1; // the byte order mark: line 1
}

} // namespace warpagg
