# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_dynamic_valid_shape_scalar_defined_in_body (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class DynamicValidShapeScalarProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def body_valid_shape(
        self,
        input: pl.Tensor[[1, 120], pl.FP32],
        ctx_len: pl.Scalar[pl.INDEX],
        output: pl.Tensor[[1, 120], pl.FP32],
    ) -> pl.Tensor[[1, 120], pl.FP32]:
        valid_len: pl.Scalar[pl.INDEX] = ctx_len + 0
        tile: pl.Tile[[1, 120], pl.FP32] = pl.tile.load(
            input,
            [0, 0],
            [1, 120],
            [1, valid_len],
            target_memory=pl.MemorySpace.Vec,
        )
        result: pl.Tensor[[1, 120], pl.FP32] = pl.tile.store(tile, [0, 0], output)
        return result
