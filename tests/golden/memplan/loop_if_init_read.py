# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# The loop-carried tile is an if result yielding the iter arg itself in one branch and x + acc_it
# in the other, and x is read in the body and after the loop: the loop starts from a copy of x
# and both branches stay in the carried buffer.  Trips give x, 2x, 3x; out = 3x + x = 4 * a.
import pypto.language as pl

@pl.program
class LoopIfInitRead:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for i, (acc_it,) in pl.range(0, 3, 1, init_values=(x,)):
            if i > 0:
                s: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_it, x)
                r = pl.yield_(s)
            else:
                r = pl.yield_(acc_it)
            acc_n = pl.yield_(r)
        y: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_n, x)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(y, [0, 0], out)
        return o
