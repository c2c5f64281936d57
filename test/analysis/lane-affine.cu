// Lane-affine forms, B + S * T, computed beside the classes, with the
// assumptions each holds under as typed predicates and the check that
// stands for each (analysis/LaneAffine.h).
// RUN: %warpagg --print-analysis %s | %FileCheck %s

// CHECK: function 'forms' (kernel, line [[@LINE+1]])
__global__ void forms(int *out, int pitch, int n) {
  // CHECK: var t (line [[@LINE+1]]): lane-index; affine base uniform + 1*T assumes one-dimensional-blocks (proven where nothing the kernel reaches reads threadIdx.y/z or blockDim.y/z; else strategy::distinct_in_rows)
  int t = threadIdx.x;
  // CHECK-NEXT: var g (line [[@LINE+1]]): lane-index; affine base uniform + 1*T assumes one-dimensional-blocks
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  // The linear thread id: no assumption.
  // CHECK-NEXT: var lin (line [[@LINE+1]]): lane-index; affine base uniform + 1*T{{$}}
  int lin = threadIdx.y * blockDim.x + threadIdx.x;
  // A pitch of the program's choosing.
  // CHECK-NEXT: var pitched (line [[@LINE+1]]): varying; affine base uniform + 1*T assumes warp-in-one-row (strategy::distinct_in_rows (blockDim.x % 32 == 0, once))
  int pitched = threadIdx.x + threadIdx.y * 32;
  // CHECK-NEXT: var strided (line [[@LINE+1]]): varying; affine base uniform + 4*T assumes one-dimensional-blocks
  int strided = g * 4;
  // CHECK-NEXT: var scaled (line [[@LINE+1]]): varying; affine base uniform + 1*T assumes one-dimensional-blocks {{.*}}, nonzero-factor (none (a zero factor leaves the plain atomic))
  int scaled = g * pitch;
  // CHECK-NEXT: var lane (line [[@LINE+1]]): lane-index; affine base uniform + 1*T{{$}}
  int lane = lin % 32;
  // Stepped by the grid's size from a threadIdx.x index: lanes never meet.
  // CHECK-NEXT: var i (line [[@LINE+1]]): varying; affine base uniform + 1*T assumes one-dimensional-blocks
  for (int i = g; i < n; i += blockDim.x * gridDim.x)
    out[i] = 0;
  // Stepped by 32 from a lane.
  // CHECK-NEXT: var col (line [[@LINE+1]]): varying; affine base uniform + 1*T{{$}}
  for (int col = lane; col < pitch; col += 32)
    out[col] = 1;
  // Defined alike in both branches of a uniform if.
  // CHECK-NEXT: var c (line [[@LINE+1]]): lane-index; affine base uniform + 1*T assumes one-dimensional-blocks
  int c;
  if (blockIdx.x & 1)
    c = t;
  else
    c = t + 32;
  // Under a lane-dependent one: no form.
  // CHECK-NEXT: var d (line [[@LINE+1]]): varying{{$}}
  int d = t;
  if (threadIdx.x & 1)
    d = t + 1;
  out[t + g + lin + pitched + strided + scaled + c + d] = 1;
}
