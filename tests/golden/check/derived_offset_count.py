# ptoc: check --backend 910B
# A row offset read from an input (pl.tensor.read, a pto.load_scalar in the kernel) and
# used as the offset of a load: check fills `cfg` with zeros, the smallest value that
# keeps the load of 4 rows inside x's 8 (a random value could be negative or past 4).
import pypto.language as pl


@pl.program
class DerivedOffsetCount:
    @pl.function(type=pl.FunctionType.InCore)
    def window_rows(
        self,
        x: pl.Tensor[[8, 16], pl.FP32],
        cfg: pl.Tensor[[2], pl.INT32],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        start: pl.Scalar[pl.INT32] = pl.tensor.read(cfg, [0])
        t = pl.load(x, [start, 0], [4, 16])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[8, 16], pl.FP32],
        cfg: pl.Tensor[[2], pl.INT32],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        out = self.window_rows(x, cfg, out)
        return out
