# ptoc: opt --backend 910B --passes=skew_cross_core_pipeline
# reference test_non_cross_core_pipeline_left_for_unroll: without cross-core ops the
# pipeline loop is left for LowerPipelineLoops
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.store(oi, [i * 16, 0], out)
