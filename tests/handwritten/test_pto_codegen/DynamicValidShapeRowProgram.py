# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_dynamic_valid_shape_row_defined_in_body (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class DynamicValidShapeRowProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def body_valid_row(
        self,
        input: pl.Tensor[[120, 16], pl.FP32],
        ctx_rows: pl.Scalar[pl.INDEX],
        output: pl.Tensor[[120, 16], pl.FP32],
    ) -> pl.Tensor[[120, 16], pl.FP32]:
        valid_rows: pl.Scalar[pl.INDEX] = ctx_rows + 0
        tile: pl.Tile[[120, 16], pl.FP32] = pl.tile.load(
            input,
            [0, 0],
            [120, 16],
            [valid_rows, 16],
            target_memory=pl.MemorySpace.Vec,
        )
        result: pl.Tensor[[120, 16], pl.FP32] = pl.tile.store(tile, [0, 0], output)
        return result
