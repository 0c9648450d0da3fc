# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# pl.while_ form of loop_init_read_in_body: the tile carried next to the trip counter starts from
# a copy of x placed before the loop, since the body still reads x.  out = 4 * a.
import pypto.language as pl

@pl.program
class WhileInitReadInBody:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        k0: pl.Scalar[pl.INDEX] = 0
        for (k, acc_it) in pl.while_(init_values=(k0, x)):
            pl.cond(k < 3)
            acc: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_it, x)
            k1: pl.Scalar[pl.INDEX] = k + 1
            k_n, acc_n = pl.yield_(k1, acc)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_n, [0, 0], out)
        return o
