#!/usr/bin/env bash
# Generates the vlayout benchmark inputs into folder $1:
#   call20.mlir  a call with 20 vector operands, unconstrained (@free) and
#                pinned to their last legal layout by layout_cast pairs (@pinned)
#   big.mlir     one function of about 100,000 ops: compares, selects, narrowing
#                strided stores, loops and calls whose first choices all fail
#   chain.mlir   100,000 loops, each carrying the previous one's vector result
#                (a value's layout follows the chain of inits back to the load:
#                recursive and quadratic before)
set -eu
out=${1:?usage: gen.sh DIR}
mkdir -p "$out"
awk 'BEGIN {
  split("i8 i16 i1 i32", ty, " "); split("b8_4vl b16_2vl b32 b32", last, " ")
  print "func.func private @sink20(" sig() ")"
  for (f = 0; f < 2; f++) {
    name = f ? "pinned" : "free"
    print "func.func @" name "(%in: memref<256xi8>) {"
    print "  %c0 = arith.constant 0 : index"
    for (i = 0; i < 20; i++) {
      t = ty[i % 4 + 1]
      if (t == "i1") print "  %v" i " = ave.hir.pge <ALL> : vector<64xi1>"
      else print "  %v" i " = ave.hir.vload <NORM> %in[%c0] : memref<256xi8> into vector<64x" t ">"
      if (f) {
        L = "vector<64x" t ", #ave.vector_layout<{mem = #ave.vec_mem_type<" last[i % 4 + 1] ">}>>"
        print "  %p" i " = ave.hir.vector.layout_cast %v" i " : vector<64x" t "> -> " L
        print "  %q" i " = ave.hir.vector.layout_cast %p" i " : " L " -> vector<64x" t ">"
      }
    }
    s = ""
    for (i = 0; i < 20; i++) s = s (i ? ", " : "") "%v" i
    print "  func.call @sink20(" s ") : (" sig() ") -> ()"
    print "  return"
    print "}"
  }
}
function sig(   i, s) { s = ""; for (i = 0; i < 20; i++) s = s (i ? ", " : "") "vector<64x" ty[i % 4 + 1] ">"; return s }' > "$out/call20.mlir"
awk 'BEGIN {
  n = 7700
  print "func.func private @sink(vector<64xi8>, vector<64xi8>, vector<64xf32>)"
  print "func.func @big(%in: memref<256xi8>, %x: memref<64xf32>, %o: memref<64xf16>, %st: index, %n: index) {"
  print "  %c0 = arith.constant 0 : index"
  print "  %c1 = arith.constant 1 : index"
  print "  %m = ave.hir.pge <ALL> : vector<64xi1>"
  for (k = 0; k < n; k++) {
    print "  %a" k " = ave.hir.vload <NORM> %in[%c0] : memref<256xi8> into vector<64xi8>"
    print "  %b" k " = ave.hir.vload <NORM> %in[%c0] : memref<256xi8> into vector<64xi8>"
    print "  %cmp" k " = ave.hir.vcmp <NE> %a" k ", %b" k ", %m : vector<64xi8>, vector<64xi1> -> vector<64xi1>"
    print "  %f" k " = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>"
    print "  %r" k " = scf.for %i" k " = %c0 to %n step %c1 iter_args(%acc" k " = %f" k ") -> (vector<64xf32>) {"
    print "    %y" k " = ave.hir.vadd %acc" k ", %acc" k ", %m : vector<64xf32>, vector<64xi1>"
    print "    scf.yield %y" k " : vector<64xf32>"
    print "  }"
    print "  %s" k " = ave.hir.vsel %cmp" k ", %r" k ", %f" k " : vector<64xi1>, vector<64xf32>"
    print "  %t" k " = ave.hir.vtruncf %s" k ", <rint>, false, <part_even>, %m : vector<64xf32>, vector<64xf16>, vector<64xi1>"
    print "  %k" k " = ave.hir.pge <ALL> : vector<64xi1>"
    print "  ave.hir.store_with_stride %o[%c0], %st, %k" k ", %t" k " : memref<64xf16>, vector<64xi1>, vector<64xf16>"
    print "  func.call @sink(%a" k ", %b" k ", %f" k ") : (vector<64xi8>, vector<64xi8>, vector<64xf32>) -> ()"
  }
  print "  return"
  print "}"
}' > "$out/big.mlir"
awk 'BEGIN {
  n = 100000
  print "func.func @chain(%in: memref<64xf32>, %out: memref<64xf32>, %n: index) {"
  print "  %c0 = arith.constant 0 : index"
  print "  %c1 = arith.constant 1 : index"
  print "  %m = ave.hir.pge <ALL> : vector<64xi1>"
  print "  %q0 = ave.hir.vload <NORM> %in[%c0] : memref<64xf32> into vector<64xf32>"
  for (k = 0; k < n; k++) {
    print "  %q" k + 1 " = scf.for %j" k " = %c0 to %n step %c1 iter_args(%b" k " = %q" k ") -> (vector<64xf32>) {"
    print "    scf.yield %b" k " : vector<64xf32>"
    print "  }"
  }
  print "  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %q" n " : memref<64xf32>, vector<64xi1>, vector<64xf32>"
  print "  return"
  print "}"
}' > "$out/chain.mlir"
