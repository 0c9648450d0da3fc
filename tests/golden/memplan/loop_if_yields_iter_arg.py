# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# An if result yielding the iter arg, which the body reads again after the if: the result gets a
# buffer of its own and the then-branch moves acc_it into it, so the else branch's 3x cannot
# overwrite acc_it (and the body reads x, so the loop starts from a copy of it).
# Trips: 3x + x = 4x, 4x + 4x = 8x, 16x; out = 16 * a.
import pypto.language as pl

@pl.program
class IfYieldsIterArg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for i, (acc_it,) in pl.range(0, 3, 1, init_values=(x,)):
            t: pl.Tile[[16, 64], pl.FP32] = pl.mul(x, 3.0)
            if i > 0:
                r = pl.yield_(acc_it)
            else:
                r = pl.yield_(t)
            acc: pl.Tile[[16, 64], pl.FP32] = pl.add(r, acc_it)
            acc_n = pl.yield_(acc)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_n, [0, 0], out)
        return o
