// ptoc: vlayout --report
// scf.for: a used loop result gives its state to the iter_arg's init and the
// yield; the body is processed before the loop op; a loop whose init is a
// function argument reports none for its iter_arg and result
func.func @loop(%in: memref<64xf32>, %out: memref<64xf32>, %n: index, %arg: vector<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %init = ave.hir.vload <NORM> %in[%c0] : memref<64xf32> into vector<64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (vector<64xf32>) {
    %x = ave.hir.vload <NORM> %in[%i] : memref<64xf32> into vector<64xf32>
    %s = ave.hir.vadd %acc, %x, %m : vector<64xf32>, vector<64xi1>
    scf.yield %s : vector<64xf32>
  }
  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %r : memref<64xf32>, vector<64xi1>, vector<64xf32>
  %q = scf.for %j = %c0 to %n step %c1 iter_args(%b = %arg) -> (vector<64xf32>) {
    %y = ave.hir.vmul %b, %b, %m : vector<64xf32>, vector<64xi1>
    scf.yield %y : vector<64xf32>
  }
  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %q : memref<64xf32>, vector<64xi1>, vector<64xf32>
  return
}
