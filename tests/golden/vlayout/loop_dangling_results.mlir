// ptoc: vlayout --report
// dangling loop results are enumerated first (b8 for i8); the iter_arg gets its
// state from its use in the body, which must agree with the result
func.func @dangling_loop(%in: memref<256xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = ave.hir.pge <ALL> : vector<256xi1>
  %init = ave.hir.vload <NORM> %in[%c0] : memref<256xi8> into vector<256xi8>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %u = %init) -> (vector<256xi8>, vector<256xi8>) : index {
    %x = ave.hir.vadd %a, %a, %m : vector<256xi8>, vector<256xi1>
    scf.yield %x, %u : vector<256xi8>, vector<256xi8>
  }
  return
}
