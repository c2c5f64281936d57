//===- LineDirectives.h - Map a rewritten copy back to its original --------===//
//
// A rewritten copy compiled from elsewhere (-o into a build tree, the
// compiler launcher, warpagg_rewrite_sources) would name itself in
// diagnostics, __FILE__, -lineinfo and debuggers, and every line after an
// edit that adds or removes a line (the runtime include) would be off.
// `#line N "original"` directives put the original's name and numbers back.
//
#ifndef WARPAGG_LINEDIRECTIVES_H
#define WARPAGG_LINEDIRECTIVES_H

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace warpagg {

/// True when \p Text has a `#line` directive of its own: a copy made by an
/// earlier run, already mapped to its original. Adding ours would stack
/// directives and shadow that mapping, so it gets none.
bool hasLineDirective(llvm::StringRef Text);

/// Applies \p Edits to \p Original like tooling::applyAllReplacements, and
/// adds `#line <n> "<PresumedPath>"` lines so that every line of the result
/// that comes from \p Original carries its original file name and number:
/// one first (after a byte order mark), and one again at the next line start
/// wherever an edit changed the line count (the inserted include, an edit
/// that removes a line break). A resync waits for a line start outside a
/// block comment and after no line continuation, where a directive may
/// stand. Lines end as the file's do.
llvm::Expected<std::string>
applyWithLineDirectives(llvm::StringRef Original,
                        const clang::tooling::Replacements &Edits,
                        llvm::StringRef PresumedPath);

} // namespace warpagg

#endif
