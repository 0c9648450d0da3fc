# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# acc_n, the result of the first loop, is read in every trip of the second loop: v, written in that
# loop, must not take acc_n's buffer in place (the first trip would overwrite acc_n, and the later
# trips would add to v).  acc_n = 3a, v = a + acc_n = 4a, out = 4 * a (tests/unit/test_memplan.c
# runs it; with acc_n overwritten it is 7 * a).
import pypto.language as pl

@pl.program
class ReadInLaterLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc0: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for j, (acc,) in pl.range(0, 2, 1, init_values=(acc0,)):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
            a2: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, t)
            acc_n = pl.yield_(a2)
        for i, (o_it,) in pl.range(0, 4, 1, init_values=(out,)):
            u: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
            v: pl.Tile[[16, 64], pl.FP32] = pl.add(u, acc_n)
            o1: pl.Tensor[[16, 64], pl.FP32] = pl.store(v, [0, 0], o_it)
            o_n = pl.yield_(o1)
        return o_n
