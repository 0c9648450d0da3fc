# tests/ut/codegen/test_phase_fence_dep_compression.py::TestPhaseFenceDepCompressionCodegen::test_fallback_matrix_does_not_emit_dummy_barrier::make_program (hand-written)
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
            tids_a = pl.array.create(branches, pl.TASK_ID)
            tids_b = pl.array.create(branches, pl.TASK_ID)
            for branch in pl.parallel(branches):
                col: pl.Scalar[pl.INDEX] = branch * tile_c
                out, tid = pl.submit(self.kern, x, out, tile_r, col, deps=[tids_a, tids_b])
                tids_a[branch] = tid
                tids_b[branch] = tid
        return out
