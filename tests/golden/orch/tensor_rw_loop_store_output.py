# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_infer_output_param_from_loop_carried_store (test_orchestration_tensor_rw.py):
# a kernel that only stores into its default-In tensor through a loop carry passes it as an output.
import pypto.language as pl


@pl.program
class OutputProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (out_iter,) in pl.range(0, 64, 16, init_values=(out,)):
            x_tile: pl.Tile[[16], pl.FP32] = pl.load(x, [i], [16])
            out_next: pl.Tensor[[64], pl.FP32] = pl.store(x_tile, [i], out_iter)
            result = pl.yield_(out_next)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        out = self.fill(x, out)
        return out
