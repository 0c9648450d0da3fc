# tests/ut/codegen/test_orchestration_codegen.py::TestOrchestration::test_for_loop_with_inplace_return_after_passes (hand-written)
import pypto.language as pl


@pl.program
class ChunkedInplaceProgram:
    @pl.function(type=pl.FunctionType.Opaque)
    def add_one(
        self,
        input_tensor: pl.Tensor[[1024, 256], pl.FP32],
        output_tensor: pl.Tensor[[1024, 256], pl.FP32],
    ) -> pl.Tensor[[1024, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
            for r in pl.parallel(0, 1024, 1, chunk=64, chunk_policy="leading_full"):
                row_tile = pl.slice(input_tensor, [1, 256], [r, 0])
                row_result = pl.add(row_tile, 1.0)
                output_tensor = pl.assemble(output_tensor, row_result, [r, 0])
        return output_tensor
