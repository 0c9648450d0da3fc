# ptoc: run --in 0=iota --print 1 --threads 4
# After the reference's test_orchestration_codegen_graph Decoder: a Graph function
# launched four times computes base = layer_idx * 8 (a boundary scalar its call sites
# compute) and adds rows base .. base + 7 of a into c.  a holds 0, 1, ... (iota, 32 x 8)
# and c starts at zeros, so c[r][k] = sum over i < 4 of (64 i + 8 r + k)
# = 384 + 32 r + 4 k: 384, 388, ... 636 (a base frozen at the first call's 0 would give
# 4 (8 r + k): 0, 4, ... 252).
import pypto.language as pl


@pl.program
class Decoder:
    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[32, 8], pl.FP32],
        c: pl.InOut[pl.Tensor[[8, 8], pl.FP32]],
        layer_idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[8, 8], pl.FP32]:
        base = layer_idx * 8
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[8, 8], pl.FP32] = pl.load(a, [base, 0], [8, 8])
            u: pl.Tile[[8, 8], pl.FP32] = pl.load(c, [0, 0], [8, 8])
            pl.store(pl.tile.add(t, u), [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[32, 8], pl.FP32],
        c: pl.InOut[pl.Tensor[[8, 8], pl.FP32]],
    ) -> pl.Tensor[[8, 8], pl.FP32]:
        for i in pl.range(4):
            c = self.layer(a, c, i)
        return c
