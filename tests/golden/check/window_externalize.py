# ptoc: check --backend 910B
# OptimizeOrchTensors pattern 5: `scale_rows` is marked windowize, reads rows
# [row, row + 64) of x and writes the same rows of out, so each call in the loop
# becomes a call of scale_rows__windowed on tensor.slice windows of x and out
# (offsets re-based to 0), the result tensor.assembled back into out.  The whole
# program must give the numbers the unwindowed kernel gives.
@pl.program
class WindowExternalize:
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def scale_rows(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        t = pl.load(x, [row, 0], [64, 64])
        s = pl.add(pl.mul(t, t), t)
        out = pl.store(s, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.range(4):
            out = self.scale_rows(x, i * 64, out)
        return out
