# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_assemble_duplicate_source_root_skips_view_rewrite (hand-written)
import pypto.language as pl


@pl.program
class DuplicateAssembleProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def fill_row(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[1, 8], pl.FP32]],
    ) -> pl.Tensor[[1, 8], pl.FP32]:
        row_tile: pl.Tile[[1, 8], pl.FP32] = pl.load(x, [r, 0], [1, 8])
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.store(row_tile, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_duplicate_assemble(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        zero: pl.Scalar[pl.INDEX] = 0
        row: pl.Tensor[[1, 8], pl.FP32] = pl.create_tensor([1, 8], dtype=pl.FP32)
        row = self.fill_row(x, zero, row)
        out = pl.assemble(out, row, [0, 0])
        out = pl.assemble(out, row, [1, 0])
        return out
