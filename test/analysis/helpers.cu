// Helpers through call chains: a call of a project's helper is what the
// helper returns with its parameters holding what the call passes (its body
// solved at those classes, printed as "function 'NAME' at (...)"); outside
// such a call a helper's parameter holds what its calls pass.
// RUN: %warpagg --print-analysis %s | %FileCheck %s

__device__ int lane_of(int t) { return t & 31; }
__device__ int plus_block(int v) { return v + blockIdx.x * blockDim.x; }
__device__ int twice(int v) { return plus_block(v) * 2; }
__device__ int pick(int v, bool c) {
  if (c)
    return v;
  return 0;
}
__device__ int depth(int v) { return v > 0 ? depth(v - 1) : 0; }

// CHECK-LABEL: function 'lane_of' (device, line 7)
// The one call passes a lane index.
// CHECK-NEXT: param t: lane-index
// CHECK-NEXT: return (line 7:33): lane-index
// CHECK-LABEL: function 'plus_block' (device, line 8)
// Two calls, one passing a lane index and one a uniform value: a lane
// index holds lane by lane, a uniform value only in the lanes of one call.
// CHECK-NEXT: param v: varying

// CHECK: function 'calls' (kernel, line [[@LINE+1]])
__global__ void calls(int *out, bool flag) {
  // CHECK: var a (line [[@LINE+1]]): lane-index
  int a = lane_of(threadIdx.x);
  // CHECK-NEXT: var b (line [[@LINE+1]]): lane-index; affine base uniform + 1*T assumes one-dimensional-blocks
  int b = plus_block(threadIdx.x);
  // Through two helpers.
  // CHECK-NEXT: var c (line [[@LINE+1]]): uniform
  int c = twice(blockIdx.x);
  // The return is chosen by a lane-dependent condition.
  // CHECK-NEXT: var d (line [[@LINE+1]]): varying
  int d = pick(blockIdx.x, threadIdx.x & 1);
  // CHECK-NEXT: var e (line [[@LINE+1]]): uniform
  int e = pick(blockIdx.x, flag);
  // A recursive helper is not followed.
  // CHECK-NEXT: var f (line [[@LINE+1]]): varying
  int f = depth(blockIdx.x);
  out[a + b + c + d + e + f] = 1;
}

// The bodies at the calls' classes.
// CHECK-LABEL: function 'lane_of' at (lane-index)
// CHECK-NEXT: param t: lane-index
// CHECK-NEXT: return (line 7:33): lane-index
// CHECK-LABEL: function 'plus_block' at (uniform)
// CHECK-NEXT: param v: uniform
// CHECK-NEXT: return (line 8:36): uniform
// CHECK-LABEL: function 'plus_block' at (lane-index)
// CHECK-NEXT: param v: lane-index
// CHECK-NEXT: return (line 8:36): lane-index
// CHECK-LABEL: function 'twice' at (uniform)
// CHECK: return (line 9:31): uniform
// CHECK-LABEL: function 'pick' at (uniform, uniform)
// CHECK: branch (line 11:7) 'c': uniform
// CHECK-LABEL: function 'pick' at (uniform, varying)
// CHECK: branch (line 11:7) 'c': varying
