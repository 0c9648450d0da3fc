# ptoc: run --in 0=iota --in 1=const:1 --print 2
# The pl.spmd loop of the reference's Scopes and Placement page: `for i in
# pl.spmd(2)` is one task of 2 blocks, block i adding rows 128*i .. 128*i + 127
# (its body outlined into a kernel whose launch carries core_num 2 on the call).
# Every block runs: out[r, c] = a[r, c] + 1 = 128 * r + c + 1 on all 256 rows
# (row 255: 32641 .. 32768), none left at 0.
import pypto.language as pl


@pl.program
class SpmdAdd:
    @pl.function(type=pl.FunctionType.Orchestration)
    def spmd_add(
        self,
        a: pl.Tensor[[256, 128], pl.FP32],
        b: pl.Tensor[[256, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ):
        for i in pl.spmd(2):
            off = i * 128
            out = pl.store(
                pl.add(pl.load(a, [off, 0], [128, 128]), pl.load(b, [off, 0], [128, 128])),
                [off, 0],
                out,
            )
        return out
