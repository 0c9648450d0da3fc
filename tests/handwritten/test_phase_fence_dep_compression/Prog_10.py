# tests/ut/codegen/test_phase_fence_dep_compression.py::TestPhaseFenceDepCompressionCodegen::test_if_consumer_remains_compressible_when_profitable (hand-written)
import pypto.language as pl

rows = 128
cols = 128
tile_r = 32
tile_c = 32
branches = 4


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        t: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.load(x, [row, col], [tile_r, tile_c])
        r: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.add(t, t)
        ret: pl.Tensor[[rows, cols], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(branches, pl.TASK_ID)
            for phase in pl.range(2):
                row: pl.Scalar[pl.INDEX] = phase * tile_r
                for branch in pl.parallel(branches):
                    if branch >= 0:
                        col: pl.Scalar[pl.INDEX] = branch * tile_c
                        out, tid = pl.submit(self.kern, x, out, row, col, deps=[tids])
                        tids[branch] = tid
        return out
