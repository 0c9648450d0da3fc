# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# The init x of the accumulator is read again after the loop: the loop doubles a copy of it,
# acc_it_init, and x keeps its buffer.  out = 8 * a + a = 9 * a.
import pypto.language as pl

@pl.program
class InitReadAfterLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for i, (acc_it,) in pl.range(0, 3, 1, init_values=(x,)):
            acc: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_it, acc_it)
            acc_n = pl.yield_(acc)
        y: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_n, x)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(y, [0, 0], out)
        return o
