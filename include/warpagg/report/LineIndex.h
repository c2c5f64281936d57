//===- LineIndex.h - Offsets of a text as lines and columns
//----------------===//
#ifndef WARPAGG_LINEINDEX_H
#define WARPAGG_LINEINDEX_H

#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <vector>

namespace warpagg {

/// The line starts of a text: offsets to 1-based lines and columns (bytes),
/// and lines back to their text, for reports that show or point into it.
class LineIndex {
public:
  explicit LineIndex(llvm::StringRef Text) : Text(Text) {
    Starts.push_back(0);
    for (size_t I = 0; I < Text.size(); ++I)
      if (Text[I] == '\n' && I + 1 < Text.size())
        Starts.push_back(I + 1);
  }

  unsigned lines() const { return Starts.size(); }

  /// 1-based line of \p Offset (the end of the text: the last line).
  unsigned lineOf(unsigned Offset) const {
    return std::upper_bound(Starts.begin(), Starts.end(), Offset) -
           Starts.begin();
  }
  unsigned columnOf(unsigned Offset) const {
    return Offset - Starts[lineOf(Offset) - 1] + 1;
  }
  unsigned startOf(unsigned Line) const { return Starts[Line - 1]; }
  /// The end of \p Line, after its '\n' if it has one.
  unsigned endOf(unsigned Line) const {
    return Line < Starts.size() ? Starts[Line] : Text.size();
  }
  /// \p Line's text, without its line break.
  llvm::StringRef line(unsigned Line) const {
    return Text.slice(startOf(Line), endOf(Line)).rtrim("\r\n");
  }

private:
  llvm::StringRef Text;
  std::vector<unsigned> Starts;
};

} // namespace warpagg

#endif
