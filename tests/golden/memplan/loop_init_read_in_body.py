# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# The init x of the accumulator is read again in the loop body, so the accumulator cannot live in
# x's buffer: the loop starts from acc_it_init, a move of x into a buffer of its own placed before
# the loop, and each trip adds in place.  out = 4 * a (tests/unit/test_memplan.c runs it).
import pypto.language as pl

@pl.program
class InitReadInBody:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for i, (acc_it,) in pl.range(0, 3, 1, init_values=(x,)):
            acc: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_it, x)
            acc_n = pl.yield_(acc)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_n, [0, 0], out)
        return o
