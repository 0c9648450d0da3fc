// ptoc: vlayout --report
// a call with a vector result is R16 (operands take the result's state); at
// apply time the result is re-cast to the default layout of its width (b8 for
// i8) whatever the solver state (b8_4vl, from the pk4 store)
func.func private @f(vector<64xi8>) -> vector<64xi8>
func.func @callres(%in: memref<64xi8>, %out: memref<64xi8>, %x: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %in[%c0] : memref<64xi8> into vector<64xi8>
  %r = func.call @f(%a) : (vector<64xi8>) -> vector<64xi8>
  %w = ave.hir.vload <NORM> %x[%c0] : memref<64xi32> into vector<64xi32>
  %c = ave.hir.vcmp <NE> %w, %w, %m : vector<64xi32>, vector<64xi1> -> vector<64xi1>
  ave.hir.masked_store <NORM_B8> %out[%c0], %c, %r : memref<64xi8>, vector<64xi1>, vector<64xi8>
  return
}
