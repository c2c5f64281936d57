//===- DeviceContext.h - Which side of CUDA runs a function? ---------------===//
#ifndef WARPAGG_DEVICECONTEXT_H
#define WARPAGG_DEVICECONTEXT_H

#include "clang/AST/Decl.h"

namespace warpagg {

enum class ExecutionSpace {
  Device,     ///< __global__ or __device__: the runtime can be called
  HostDevice, ///< __host__ __device__: the host side cannot call the runtime
  Host,       ///< host code: never touched
};

/// The execution space of the function whose body contains a call. Lambdas
/// that clang marks __host__ __device__ only implicitly (an unannotated lambda
/// in device code) count as device code, as nvcc compiles them.
ExecutionSpace executionSpaceOf(const clang::FunctionDecl *F);

} // namespace warpagg

#endif
