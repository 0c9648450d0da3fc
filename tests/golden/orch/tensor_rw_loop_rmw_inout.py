# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_infer_inout_param_from_loop_carried_read_modify_write (test_orchestration_tensor_rw.py):
# a kernel that loads and stores its tensor through a loop carry passes it as an inout.
import pypto.language as pl


@pl.program
class InOutProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def accumulate(
        self,
        x: pl.Tensor[[64], pl.FP32],
        acc: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc_iter,) in pl.range(0, 64, 16, init_values=(acc,)):
            x_tile: pl.Tile[[16], pl.FP32] = pl.load(x, [i], [16])
            acc_tile: pl.Tile[[16], pl.FP32] = pl.load(acc_iter, [i], [16])
            sum_tile: pl.Tile[[16], pl.FP32] = pl.add(x_tile, acc_tile)
            acc_next: pl.Tensor[[64], pl.FP32] = pl.store(sum_tile, [i], acc_iter)
            result = pl.yield_(acc_next)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[64], pl.FP32],
        acc: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc = self.accumulate(x, acc)
        return acc
