//===- AstCache.h - Answers kept for the life of one AST -------------------===//
//
// The analyses ask the same questions of one AST again and again (per site,
// per variable, per call); the AST does not change while it is analysed, so
// an answer holds until the ASTContext goes away.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ASTCACHE_H
#define WARPAGG_ASTCACHE_H

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"

namespace warpagg {

/// The one \p T of \p Context: default-constructed on first use, destroyed
/// with the context. Per thread: -j parses on threads, each with its own
/// contexts, each destroyed on the thread that made it.
template <class T> T &astCache(clang::ASTContext &Context) {
  thread_local llvm::DenseMap<const clang::ASTContext *, T *> Caches;
  auto [It, New] = Caches.try_emplace(&Context, nullptr);
  if (New) {
    It->second = new T();
    Context.AddDeallocation(
        [](void *C) {
          auto Found = Caches.find(static_cast<const clang::ASTContext *>(C));
          delete Found->second;
          Caches.erase(Found);
        },
        &Context);
  }
  return *It->second;
}

unsigned callFocusGeneration(); // AstQueries.h

/// astCache for answers that hold for one CallFocus (AstQueries.h: it
/// changes what a helper's parameter receives): \p T has an `unsigned
/// Focus`, and is emptied when the focus has changed since it was filled.
template <class T> T &focusedAstCache(clang::ASTContext &Context) {
  T &Known = astCache<T>(Context);
  if (Known.Focus != callFocusGeneration()) {
    Known = T();
    Known.Focus = callFocusGeneration();
  }
  return Known;
}

} // namespace warpagg

#endif
