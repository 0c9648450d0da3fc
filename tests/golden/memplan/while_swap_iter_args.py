# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# pl.while_ form of loop_swap_iter_args, next to a scalar trip counter: the two tile moves of the
# yield form a cycle, broken by saving b_it.  out = 7 * a.
import pypto.language as pl

@pl.program
class WhileSwapIterArgs:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.add(x, x)
        k0: pl.Scalar[pl.INDEX] = 0
        for (k, a_it, b_it) in pl.while_(init_values=(k0, x, y)):
            pl.cond(k < 3)
            k1: pl.Scalar[pl.INDEX] = k + 1
            k_n, a_n, b_n = pl.yield_(k1, b_it, a_it)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(a_n, 3.0)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(t, b_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o
