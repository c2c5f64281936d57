// A builtin of nvcc's front end, which clang does not have.
__global__ void k(int *out, int *flag) {
  if (__nv_atomic_load_n(flag, 0))
    atomicAdd(out, 1);
}
