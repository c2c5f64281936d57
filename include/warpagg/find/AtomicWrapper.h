//===- AtomicWrapper.h - Calls of a library's one-atomic wrapper -----------===//
//
// Projects rarely call atomicAdd in their kernels: they call a library's
// wrapper (ATen's `gpuAtomicAdd(T *address, T val)`, caffe2's
// `gpu_atomic_add(val, address)`), defined in a header the tool does not
// rewrite (a system header, or one outside --header-filter). A wrapper whose
// body is exactly one CUDA reduction atomic on its two parameters, passed
// straight through, means that atomic on the call's own arguments: the call
// is a site, analysed with the call's arguments as the atomic's address and
// value, and rewritten by replacing the callee (and putting the arguments in
// the runtime's order). Decided by the body's shape on the resolved callee
// (an overload, a template's specialization), never by a name.
//
// A wrapper defined in a file the tool rewrites (the input, or a header
// --header-filter selects) is left to the helper logic: its atomic is the
// site there (plan/HelperCopies.h).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ATOMICWRAPPER_H
#define WARPAGG_ATOMICWRAPPER_H

#include "warpagg/find/AtomicCatalog.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include <optional>
#include <string>
#include <variant>

namespace warpagg {

/// What a one-atomic wrapper does: the CUDA atomic its body calls, which of
/// its two parameters is the address and which the value, and whether it
/// returns the atomic's result (else it returns void).
struct WrapperShape {
  const clang::FunctionDecl *Atomic = nullptr;
  AtomicFunction Fn{AtomicOp::Add, AtomicScope::Device};
  unsigned AddressParam = 0;
  unsigned ValueParam = 1;
  bool ReturnsResult = false;
};

/// The shape of \p F's definition if it is a one-atomic wrapper: two
/// parameters, a body of exactly `return atomicOp(p, v);` or
/// `atomicOp(p, v);` (either order of the parameters), CUDA's reduction
/// atomic or another one-atomic wrapper (followed 4 deep), the parameters
/// passed with no conversion but reading them, the
/// pointer parameter's pointee and the value parameter's type the atomic's
/// operand type, and a returned result of the atomic's own type. Else why
/// not, as a clause ("its body holds more than the atomic").
std::variant<WrapperShape, std::string>
oneAtomicWrapper(const clang::FunctionDecl *F, const clang::SourceManager &SM);

/// For a call of \p F, not a one-atomic wrapper: the CUDA atomic the call
/// may be mistaken for, or may mean in another instantiation of a template
/// (the first one \p F's body holds; else that of another function the call
/// could have resolved to that is a wrapper: a specialization of its
/// template, an overload declared beside it); std::nullopt when neither.
std::optional<AtomicFunction> atomicNearWrapper(const clang::FunctionDecl *F,
                                                const clang::SourceManager &SM);

} // namespace warpagg

#endif
