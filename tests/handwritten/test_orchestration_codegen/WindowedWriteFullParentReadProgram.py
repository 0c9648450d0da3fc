# tests/ut/codegen/test_orchestration_codegen.py::TestTensorReadWriteOffsetCodegen::test_windowed_writer_before_full_parent_reader_stays_unwindowed (hand-written)
import pypto.language as pl

N = 64
M = 2048
W = 8


@pl.program
class WindowedWriteFullParentReadProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def produce(
        self,
        x: pl.Tensor[[N, M], pl.FP32],
        score: pl.Out[pl.Tensor[[N, M], pl.FP32]],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        tile: pl.Tile[[N, W], pl.FP32] = pl.tile.load(x, [0, col], [N, W], [N, W])
        ret: pl.Tensor[[N, M], pl.FP32] = pl.tile.store(tile, [0, col], score)
        return ret

    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self,
        score: pl.Tensor[[N, M], pl.FP32],
        probe: pl.Out[pl.Tensor[[N, M], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        tile: pl.Tile[[1, M], pl.FP32] = pl.tile.load(score, [row, 0], [1, M], [1, M])
        ret: pl.Tensor[[N, M], pl.FP32] = pl.tile.store(tile, [row, 0], probe)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[N, M], pl.FP32],
        score: pl.Out[pl.Tensor[[N, M], pl.FP32]],
        probe: pl.Out[pl.Tensor[[N, M], pl.FP32]],
    ) -> pl.Tensor[[N, M], pl.FP32]:
        score_flat: pl.Tensor[[N, M], pl.FP32] = pl.reshape(score, [N, M])
        for c0, (score_iter,) in pl.range(0, M, W, init_values=(score_flat,)):
            score_next: pl.Tensor[[N, M], pl.FP32] = self.produce(x, score_iter, c0)
            score_rv = pl.yield_(score_next)
        for r, (probe_iter,) in pl.range(N, init_values=(probe,)):
            probe_next: pl.Tensor[[N, M], pl.FP32] = self.consume(score_rv, probe_iter, r)
            probe_rv = pl.yield_(probe_next)
        return probe_rv
