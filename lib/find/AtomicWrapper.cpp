//===- AtomicWrapper.cpp --------------------------------------------------===//
#include "warpagg/find/AtomicWrapper.h"

#include "warpagg/analysis/HelperBodies.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace warpagg {
namespace {

// The parameter of \p Def that \p Arg reads as it is: the parameter's name,
// in parentheses or not, with no conversion but the read itself (or one
// that changes nothing). Null for anything else (a cast, an expression).
const ParmVarDecl *passedParameter(const Expr *Arg, const FunctionDecl *Def) {
  for (;;) {
    Arg = Arg->IgnoreParens();
    const auto *Cast = dyn_cast<ImplicitCastExpr>(Arg);
    if (!Cast || (Cast->getCastKind() != CK_LValueToRValue &&
                  Cast->getCastKind() != CK_NoOp))
      break;
    Arg = Cast->getSubExpr();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Arg);
  const auto *P = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
  if (!P || P->getDeclContext() != Def)
    return nullptr;
  return P;
}

bool sameType(QualType A, QualType B) {
  return A.getCanonicalType().getUnqualifiedType() ==
         B.getCanonicalType().getUnqualifiedType();
}

// Wrappers of wrappers (ATen's gpuAtomicAddNoReturn calls its gpuAtomicAdd)
// are followed this deep.
constexpr unsigned MaxNesting = 4;

std::variant<WrapperShape, std::string>
wrapperShape(const FunctionDecl *F, const SourceManager &SM, unsigned Depth) {
  const FunctionDecl *Def = F ? F->getDefinition() : nullptr;
  if (!Def || !Def->getBody())
    return std::string("its body is not visible");
  if (Def->getNumParams() != 2 || Def->isVariadic())
    return std::string("it does not take exactly two parameters");
  const auto *Body = dyn_cast<CompoundStmt>(Def->getBody());
  if (!Body || Body->size() != 1)
    return std::string("its body is more than one statement");
  const Stmt *Only = Body->body_front();
  const Expr *E = dyn_cast<Expr>(Only);
  bool Returns = false;
  if (const auto *Ret = dyn_cast<ReturnStmt>(Only)) {
    E = Ret->getRetValue();
    Returns = true;
  }
  // A returned value of the atomic's own type (checked below) reaches the
  // caller unchanged, whatever implicit nodes the copy is spelled with.
  const auto *Call =
      E ? dyn_cast<CallExpr>(Returns ? E->IgnoreImplicit() : E->IgnoreParens())
        : nullptr;
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || Call->getNumArgs() != 2 || Callee->getNumParams() != 2)
    return std::string("its body is not one call of CUDA's reduction atomics");
  // What the call in the body does: CUDA's atomic (address, value), or
  // another wrapper's.
  WrapperShape Inner;
  if (isCudaReductionAtomic(Callee, SM)) {
    std::optional<AtomicFunction> Fn = classifyAtomicName(Callee->getName());
    if (!Fn)
      return std::string("its body is not one call of CUDA's reduction "
                         "atomics");
    Inner.Atomic = Callee;
    Inner.Fn = *Fn;
    Inner.ReturnsResult = true;
  } else {
    std::variant<WrapperShape, std::string> Nested =
        Depth < MaxNesting ? wrapperShape(Callee, SM, Depth + 1)
                           : std::string();
    if (!std::holds_alternative<WrapperShape>(Nested))
      return std::string("its body is not one call of CUDA's reduction "
                         "atomics");
    Inner = std::get<WrapperShape>(Nested);
  }
  std::string Name = Callee->getNameAsString();
  const ParmVarDecl *Address =
      passedParameter(Call->getArg(Inner.AddressParam), Def);
  const ParmVarDecl *Value = passedParameter(Call->getArg(Inner.ValueParam), Def);
  if (!Address || !Value || Address == Value)
    return "the arguments of its " + Name +
           " are not its parameters passed straight through (a conversion or "
           "an expression)";
  // The types the atomic's own parameters have: the pointer, its operand.
  QualType Pointer = Inner.Atomic->getParamDecl(0)->getType();
  QualType Operand = Pointer->getPointeeType();
  if (Operand.isNull() || !sameType(Address->getType(), Pointer) ||
      !sameType(Value->getType(), Operand) ||
      !sameType(Callee->getParamDecl(Inner.AddressParam)->getType(), Pointer) ||
      !sameType(Callee->getParamDecl(Inner.ValueParam)->getType(), Operand) ||
      !sameType(Inner.Atomic->getParamDecl(1)->getType(), Operand))
    return "its parameters' types are not the operand type of its " + Name;
  if (Returns ? !Inner.ReturnsResult ||
                    !sameType(Def->getReturnType(), Call->getType())
              : !Def->getReturnType()->isVoidType())
    return "it returns '" + Def->getReturnType().getAsString() +
           "', not its " + Name + "'s result";
  WrapperShape Shape = Inner;
  Shape.AddressParam = Address->getFunctionScopeIndex();
  Shape.ValueParam = Value->getFunctionScopeIndex();
  Shape.ReturnsResult = Returns;
  return Shape;
}

} // namespace

std::variant<WrapperShape, std::string>
oneAtomicWrapper(const FunctionDecl *F, const SourceManager &SM) {
  return wrapperShape(F, SM, 0);
}

namespace {

// The first call of CUDA's reduction atomics in \p S, in source order.
const CallExpr *firstCudaAtomic(const Stmt *S, const SourceManager &SM) {
  if (!S)
    return nullptr;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *F = Call->getDirectCallee();
        F && isCudaReductionAtomic(F, SM))
      return Call;
  for (const Stmt *Child : S->children())
    if (const CallExpr *Found = firstCudaAtomic(Child, SM))
      return Found;
  return nullptr;
}

} // namespace

std::optional<AtomicFunction> atomicNearWrapper(const FunctionDecl *F,
                                                const SourceManager &SM) {
  if (const FunctionDecl *Def = F->getDefinition())
    if (const CallExpr *Atomic = firstCudaAtomic(Def->getBody(), SM))
      return classifyAtomicName(Atomic->getDirectCallee()->getName());
  auto Wrapped = [&](const FunctionDecl *G) -> std::optional<AtomicFunction> {
    if (G->getCanonicalDecl() == F->getCanonicalDecl())
      return std::nullopt;
    auto Shape = oneAtomicWrapper(G, SM);
    if (const auto *W = std::get_if<WrapperShape>(&Shape))
      return W->Fn;
    return std::nullopt;
  };
  auto InTemplate =
      [&](const FunctionTemplateDecl *T) -> std::optional<AtomicFunction> {
    for (const FunctionDecl *G : T->specializations())
      if (std::optional<AtomicFunction> Fn = Wrapped(G))
        return Fn;
    return std::nullopt;
  };
  if (const FunctionTemplateDecl *T = F->getPrimaryTemplate())
    if (std::optional<AtomicFunction> Fn = InTemplate(T))
      return Fn;
  if (!F->getDeclName().isIdentifier())
    return std::nullopt;
  for (const NamedDecl *D :
       F->getDeclContext()->getRedeclContext()->lookup(F->getDeclName())) {
    D = D->getUnderlyingDecl();
    std::optional<AtomicFunction> Fn;
    if (const auto *G = dyn_cast<FunctionDecl>(D))
      Fn = Wrapped(G);
    else if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      Fn = InTemplate(T);
    if (Fn)
      return Fn;
  }
  return std::nullopt;
}

} // namespace warpagg
