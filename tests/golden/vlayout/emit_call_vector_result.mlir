// ptoc: vlayout --emit=mlir
// a call with vector operands and a vector result (§5.4): each vector operand
// goes through a cast to the plain type inserted before the call, the call
// keeps its own types, and its result is cast to the default layout of its
// width (b8 for i8, not the solver's b8_4vl); every later use reads the cast.
// New names never collide (%a_nolayout is taken) and stay valid for numeric
// names (%5).
func.func private @f(vector<64xi8>, vector<64xi8>) -> vector<64xi8>
func.func @callres(%in: memref<64xi8>, %out: memref<64xi8>, %x: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %in[%c0] : memref<64xi8> into vector<64xi8>
  %5 = ave.hir.vload <NORM> %in[%c0] : memref<64xi8> into vector<64xi8>
  %a_nolayout = arith.constant 0 : i32
  %r = func.call @f(%a, %5) : (vector<64xi8>, vector<64xi8>) -> vector<64xi8>
  %w = ave.hir.vload <NORM> %x[%c0] : memref<64xi32> into vector<64xi32>
  %c = ave.hir.vcmp <NE> %w, %w, %m : vector<64xi32>, vector<64xi1> -> vector<64xi1>
  ave.hir.masked_store <NORM_B8> %out[%c0], %c, %r : memref<64xi8>, vector<64xi1>, vector<64xi8>
  return
}
