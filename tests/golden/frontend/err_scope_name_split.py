# ptoc: parse
# A runtime scope's name_hint must be a string literal (the reference's
# test_auto_scope_parsing.py); inside a pl.split_aiv region a split boundary's
# split is the region's, and one written otherwise is refused; outside any region
# an unannotated pl.aiv_shard has no split to take its type from.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope(name_hint=42):
            y = pl.add(x, x)
        with pl.manual_scope(name_hint=None):
            y = pl.add(x, x)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def shard(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            qk: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [aiv_id * 128, 0], [128, 128])
            x = pl.aiv_shard(qk, split=2)
            out = pl.store(x, [0, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP):
            qk2: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128])
            x2 = pl.aiv_shard(qk2)
            out = pl.store(x2, [0, 0], out)
        return out
