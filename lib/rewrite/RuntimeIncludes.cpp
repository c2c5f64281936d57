//===- RuntimeIncludes.cpp ------------------------------------------------===//
#include "warpagg/rewrite/RuntimeIncludes.h"
#include "warpagg/rewrite/IncludeInserter.h"

namespace warpagg {

llvm::StringRef runtimeHeaderFor(llvm::ArrayRef<Site> Sites,
                                 RuntimeInclude Mode) {
  if (Mode == RuntimeInclude::Umbrella)
    return RuntimeHeader;
  bool Calls = false, Groups = false, Keyed = false, Tables = false;
  for (const Site &S : Sites) {
    if (!S.Rewrite)
      continue;
    // Overload callbacks are the *_or_overload entries (or_overload.cuh).
    if (!S.FallbackTypes.empty() || S.Fn.Api != AtomicApi::Function)
      return RuntimeHeader;
    if (S.Private) {
      // A guarded table or a table whose atomics become runtime calls also
      // needs the single-call entry points.
      if (S.Private->Guarded || !S.Private->KeepCallee)
        return RuntimeHeader;
      Tables = true;
    } else if (S.Group) {
      Groups = true;
      Keyed |= S.Group->keyed();
    } else {
      Calls = true;
    }
  }
  if (Calls)
    return Groups || Tables ? RuntimeHeader : "warpagg/api.cuh";
  if (Tables) // (it includes keyed_group.cuh and group.cuh)
    return "warpagg/private_table.cuh";
  if (Keyed)
    return "warpagg/keyed_group.cuh";
  return Groups ? "warpagg/group.cuh" : RuntimeHeader;
}

} // namespace warpagg
