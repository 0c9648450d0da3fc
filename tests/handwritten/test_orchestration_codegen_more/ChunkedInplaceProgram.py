# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_for_loop_with_inplace_return_after_passes (hand-written)
import pypto.language as pl


@pl.program
class ChunkedInplaceProgram:
    @pl.function(type=pl.FunctionType.Opaque)
    def add_one(
        self,
        input_tensor: pl.Tensor[[1024, 256], pl.FP32],
        output_tensor: pl.Tensor[[1024, 256], pl.FP32],
    ) -> pl.Tensor[[1024, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for rc in pl.range(0, 1024 // 64):
                for ri in pl.range(0, 64):
                    r = rc * 64 + ri
                    row_tile = pl.slice(input_tensor, [1, 256], [r, 0])
                    row_result = pl.add(row_tile, 1.0)
                    output_tensor = pl.assemble(output_tensor, row_result, [r, 0])
        return output_tensor
