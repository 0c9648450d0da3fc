# The sum of the first six 16-row blocks of a 128x64 tensor, halved three
# times, written as a user writes it: `acc` re-assigned in a plain loop
# (ConvertToSSA carries it as the loop's iter arg), a `break` out of that
# loop (CtrlFlowTransform makes it a while loop with a flag) and a
# `pl.unroll` loop (UnrollLoops copies its body).
@pl.program
class BlockSum:
    @pl.function(type=pl.FunctionType.InCore)
    def block_sum(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for i in pl.range(0, 128, 16):
            if i >= 96:
                break
            t = pl.load(x, [i, 0], [16, 64])
            acc = pl.add(acc, t)
        for k in pl.unroll(3):
            acc = pl.mul(acc, 0.5)
        out = pl.store(acc, [0, 0], out)
        return out
