# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# q is not read in the body, but the loop's exit reads it through q_n: p and q hold different
# values at the header, so the yield moves p into q's own buffer.  (p, q): (a, 2a) -> (2a, a)
# -> (3a, 2a); out = q_n = 2 * a (3 * a with q in p's buffer).
import pypto.language as pl

@pl.program
class LoopExitReadsIterArg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.mul(x, 2.0)
        for i, (p, q) in pl.range(0, 2, 1, init_values=(x, y)):
            t: pl.Tile[[16, 64], pl.FP32] = pl.add(p, x)
            p_n, q_n = pl.yield_(t, p)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(q_n, [0, 0], out)
        return o
