# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_aggregate_output_preserves_existing_pure_input_window (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def aggregate_with_header(
        self,
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
        data: pl.Tensor[[16, 256], pl.FP32],
        header: pl.Tensor[[16, 256], pl.FP32],
        row: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        header_tile: pl.Tile[[16, 64], pl.FP32] = pl.load(header, [row, 0], [16, 64])
        for h, (out_iter,) in pl.range(4, init_values=(out,)):
            col: pl.Scalar[pl.INDEX] = h * 64
            data_tile: pl.Tile[[16, 64], pl.FP32] = pl.load(data, [row, col], [16, 64])
            mixed: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(data_tile, header_tile)
            out_next: pl.Tensor[[16, 256], pl.FP32] = pl.store(mixed, [row, col], out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[16, 256], pl.FP32],
        header: pl.Tensor[[16, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        row: pl.Scalar[pl.INDEX] = 0
        return self.aggregate_with_header(out, data, header, row)
