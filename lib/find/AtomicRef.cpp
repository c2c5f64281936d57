//===- AtomicRef.cpp ------------------------------------------------------===//
#include "warpagg/find/AtomicRef.h"

#include "warpagg/analysis/AddressAnalysis.h"
#include "warpagg/analysis/TrustedDecls.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace warpagg {
namespace {

constexpr int MaxDepth = 8;

// The enumerator of enum type \p T whose value is \p V, by name.
std::string enumeratorName(QualType T, const llvm::APSInt &V) {
  const EnumDecl *E = T->getAsEnumDecl();
  if (!E)
    return "";
  for (const EnumConstantDecl *C : E->enumerators())
    if (llvm::APSInt::isSameValue(C->getInitVal(), V))
      return C->getName().str();
  return "";
}

// "cuda::thread_scope_device" (or an integral argument equal to it).
std::optional<AtomicScope> scopeOf(const TemplateArgument &Arg) {
  if (Arg.getKind() != TemplateArgument::Integral)
    return std::nullopt;
  std::string Name = enumeratorName(Arg.getIntegralType(), Arg.getAsIntegral());
  return llvm::StringSwitch<std::optional<AtomicScope>>(Name)
      .Case("thread_scope_system", AtomicScope::System)
      .Case("thread_scope_device", AtomicScope::Device)
      .Case("thread_scope_block", AtomicScope::Block)
      .Case("thread_scope_thread", AtomicScope::Thread)
      .Default(std::nullopt);
}

// Implicit nodes, parentheses and a functional cast (the temporary
// `cuda::atomic_ref<int, S>(x)`) around an atomic_ref object.
const Expr *skipToObject(const Expr *E) {
  while (true) {
    const Expr *Next = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(Next))
      Next = F->getSubExpr();
    if (Next == E)
      return E;
    E = Next;
  }
}

const Expr *referentOfPointer(const Expr *P, ASTContext &Context, int Depth);

// The lvalue the atomic_ref object \p E refers to.
const Expr *referentOf(const Expr *E, ASTContext &Context, int Depth) {
  if (!E || Depth > MaxDepth)
    return nullptr;
  E = skipToObject(E);
  if (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    if (C->getNumArgs() != 1)
      return nullptr;
    if (C->getConstructor()->isCopyOrMoveConstructor())
      return referentOf(C->getArg(0), Context, Depth + 1);
    return C->getArg(0); // atomic_ref(T &)
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->getOpcode() == UO_Deref)
      return referentOfPointer(U->getSubExpr(), Context, Depth + 1);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      // A local atomic_ref (or a reference to one) refers to what its
      // initialiser does: atomic_ref has no rebinding assignment.
      if (V->hasLocalStorage() && !isa<ParmVarDecl>(V) && V->getInit())
        return referentOf(V->getInit(), Context, Depth + 1);
  return nullptr;
}

// The lvalue a pointer to an atomic_ref points to the referent of: &r, or an
// unchanged local pointer initialised so.
const Expr *referentOfPointer(const Expr *P, ASTContext &Context, int Depth) {
  if (!P || Depth > MaxDepth)
    return nullptr;
  P = P->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(P))
    if (U->getOpcode() == UO_AddrOf)
      return referentOf(U->getSubExpr(), Context, Depth + 1);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(P))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (V->hasLocalStorage() && !isa<ParmVarDecl>(V) && V->getInit() &&
          isUnchangedLocal(V, Context))
        return referentOfPointer(V->getInit(), Context, Depth + 1);
  return nullptr;
}

} // namespace

std::string nameWithoutInlineNamespaces(const NamedDecl *D) {
  if (!D->getIdentifier())
    return "";
  std::string Name = D->getName().str();
  for (const DeclContext *C = D->getDeclContext(); !C->isTranslationUnit();
       C = C->getParent()) {
    const auto *NS = dyn_cast<NamespaceDecl>(C);
    if (!NS)
      return "";
    if (!NS->isInlineNamespace())
      Name = NS->getName().str() + "::" + Name;
  }
  return Name;
}

namespace {

// \p Call, a call of \p Op, on libcu++'s atomic_ref: the function, the value
// type and the object; std::nullopt for another class's member.
std::optional<AtomicRefCall> onAtomicRef(const CXXMemberCallExpr &Call,
                                         AtomicOp Op) {
  const auto *Member = dyn_cast<MemberExpr>(Call.getCallee()->IgnoreParens());
  if (!Member || Member->isImplicitAccess())
    return std::nullopt;
  AtomicRefCall R;
  R.Arrow = Member->isArrow();
  // The object as written: its type before the conversion to the base class
  // that declares fetch_add.
  R.Object = Member->getBase()->IgnoreImpCasts();
  QualType T = R.Object->getType();
  if (R.Arrow)
    T = T->getPointeeType();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.isNull() ? nullptr : T->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() < 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return std::nullopt;
  // libcu++'s atomic_ref: a project's class of that name is not one.
  if (!isToolchainDecl(Spec))
    return std::nullopt;
  std::string Name = nameWithoutInlineNamespaces(Spec);
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Name == "cuda::atomic_ref" && Args.size() == 2) {
    std::optional<AtomicScope> Scope = scopeOf(Args[1]);
    if (!Scope)
      return std::nullopt;
    R.Fn = {Op, *Scope, AtomicApi::AtomicRef};
  } else if (Name == "cuda::std::atomic_ref") {
    R.Fn = {Op, AtomicScope::System, AtomicApi::StdAtomicRef};
  } else {
    return std::nullopt;
  }
  R.Value = Args[0].getAsType();
  return R;
}

} // namespace

std::optional<AtomicRefCall> matchAtomicRefCall(const CXXMemberCallExpr &Call,
                                                ASTContext &Context) {
  const auto *Method = Call.getMethodDecl();
  if (!Method || !Method->getIdentifier() || Call.getNumArgs() != 2)
    return std::nullopt;
  std::optional<AtomicOp> Op = classifyFetchName(Method->getName());
  std::optional<AtomicRefCall> Found =
      Op ? onAtomicRef(Call, *Op) : std::nullopt;
  if (!Found)
    return std::nullopt;
  AtomicRefCall &R = *Found;
  R.ValueArg = Call.getArg(0);

  const Expr *Order = Call.getArg(1);
  R.DefaultOrder = isa<CXXDefaultArgExpr>(Order);
  Expr::EvalResult Result;
  if (!Order->isValueDependent() && Order->EvaluateAsRValue(Result, Context) &&
      Result.Val.isInt()) {
    llvm::StringRef N = "";
    std::string Enumerator =
        enumeratorName(Order->getType(), Result.Val.getInt());
    N = Enumerator;
    N.consume_front("memory_order_");
    R.Order = N.str();
  }

  R.Referent = R.Arrow ? referentOfPointer(R.Object, Context, 0)
                       : referentOf(R.Object, Context, 0);
  return R;
}

std::optional<AtomicRefCall>
matchNonReductionRefCall(const CXXMemberCallExpr &Call) {
  const auto *Method = Call.getMethodDecl();
  if (!Method || !Method->getIdentifier())
    return std::nullopt;
  std::optional<AtomicOp> Op = classifyNonReductionMember(Method->getName());
  return Op ? onAtomicRef(Call, *Op) : std::nullopt;
}

} // namespace warpagg
